import type { ListInput } from "@roster/contract";
import { type ListSpec, listPage } from "../core/lists.js";
import type { Services } from "../services.js";
import { presentFile } from "./records.js";
import { ownRecordsQuery } from "./repository.js";

/** The list of a user's upload records: newest first. */
export const FILE_LIST: ListSpec = {
  fields: {
    name: { ref: "files.name", type: "text" },
    type: { ref: "files.type", type: "text" },
    category_id: { ref: "files.category_id", type: "text", nullable: true },
    size: { ref: "files.size", type: "bigint" },
    provider: { ref: "files.provider", type: "text" },
    _add_time: { ref: "files.created_at", type: "bigint" },
  },
  defaultSort: [{ name: "_add_time", type: "desc" }],
  tieBreaker: "files.id",
};

/** A page of the caller's upload records. */
export async function listOwnFiles(services: Services, uid: string, input: ListInput) {
  const page = await listPage(ownRecordsQuery(services.db, uid), input, FILE_LIST);
  return { ...page, rows: await Promise.all(page.rows.map((row) => presentFile(services, row))) };
}
