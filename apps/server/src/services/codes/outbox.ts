import { accountReach, type Caller } from "../access/privilege.js";
import type { Services } from "../services.js";
import { listOutbox } from "./outbox-repository.js";

/**
 * A page of the console outbox as the caller may read it (user/sys/getOutbox): an admin reads every
 * message; anyone else only messages to addresses of accounts within their reach (listOutbox).
 */
export async function readOutbox(
  services: Services,
  caller: Caller,
  filter: Parameters<typeof listOutbox>[1],
): ReturnType<typeof listOutbox> {
  return listOutbox(services.db, filter, await accountReach(services.db, caller));
}
