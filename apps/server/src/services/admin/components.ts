import { type componentRowSchema, type ListInput, RosterError } from "@roster/contract";
import type { z } from "zod";
import { isUniqueViolation } from "../../db/errors.js";
import type { ComponentRow } from "../../db/schema.js";
import type { Db } from "../../db/types.js";
import { type ListSpec, listPage, type Page } from "../core/lists.js";
import type { Services } from "../services.js";
import {
  componentsQuery,
  deleteComponentById,
  findComponentById,
  findEnabledComponentData,
  insertComponent,
  updateComponentRow,
} from "./components-repository.js";

type WireComponent = z.infer<typeof componentRowSchema>;

/** The page-component list: by data_id. */
export const COMPONENT_LIST: ListSpec = {
  fields: {
    data_id: { ref: "components_dynamic.data_id", type: "text" },
    title: { ref: "components_dynamic.title", type: "text" },
    description: { ref: "components_dynamic.description", type: "text" },
    enable: { ref: "components_dynamic.enable", type: "flag" },
    create_date: { ref: "components_dynamic.created_at", type: "bigint" },
    update_date: { ref: "components_dynamic.updated_at", type: "bigint" },
  },
  defaultSort: [{ name: "data_id", type: "asc" }],
  tieBreaker: "components_dynamic.data_id",
};

/** The stored JSON of a component; a damaged value reads as null. */
function parseData(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The wire shape of a component's record. */
export const presentComponent = (row: ComponentRow): WireComponent => ({
  _id: row.data_id,
  data_id: row.data_id,
  title: row.title,
  description: row.description,
  data: parseData(row.data),
  enable: row.enable === 1,
  create_date: row.created_at,
  update_date: row.updated_at,
});

/** The data of the enabled components among `ids`, by data_id (unknown and disabled ids left out). */
export async function componentData(db: Db, ids: readonly string[]): Promise<Record<string, unknown>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return {};
  const rows = await findEnabledComponentData(db, unique);
  return Object.fromEntries(rows.map((r) => [r.data_id, parseData(r.data)]));
}

/** A page of the page-component list. */
export async function listComponents(db: Db, input: ListInput): Promise<Page<WireComponent>> {
  const page = await listPage(componentsQuery(db), input, COMPONENT_LIST);
  return { ...page, rows: page.rows.map(presentComponent) };
}

/** The editable fields of a component. */
export interface ComponentFields {
  title?: string | undefined;
  description?: string | undefined;
  data?: unknown;
  enable?: 0 | 1 | undefined;
}

async function loadComponent(db: Db, id: string): Promise<ComponentRow> {
  const row = await findComponentById(db, id);
  if (!row) throw new RosterError("componentNotExist");
  return row;
}

/** Stores a component's data; 90104 when the id is taken. */
export async function addComponent(
  svc: Services,
  input: ComponentFields & { data_id: string },
): Promise<WireComponent> {
  const now = svc.clock.now();
  try {
    await insertComponent(svc.db, {
      data_id: input.data_id,
      title: input.title ?? "",
      description: input.description ?? "",
      data: JSON.stringify(input.data ?? null),
      enable: input.enable ?? 1,
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new RosterError("componentExists");
    throw error;
  }
  return presentComponent(await loadComponent(svc.db, input.data_id));
}

/** Changes the given fields of a component. */
export async function updateComponent(
  svc: Services,
  id: string,
  patch: ComponentFields,
): Promise<WireComponent> {
  await loadComponent(svc.db, id);
  await updateComponentRow(svc.db, id, {
    ...(patch.title !== undefined ? { title: patch.title } : {}),
    ...(patch.description !== undefined ? { description: patch.description } : {}),
    ...(patch.data !== undefined ? { data: JSON.stringify(patch.data) } : {}),
    ...(patch.enable !== undefined ? { enable: patch.enable } : {}),
    updated_at: svc.clock.now(),
  });
  return presentComponent(await loadComponent(svc.db, id));
}

/** Deletes a component. */
export async function deleteComponent(svc: Services, id: string): Promise<void> {
  if (!(await deleteComponentById(svc.db, id))) throw new RosterError("componentNotExist");
}
