import { getSessions, revokeOtherSessions, revokeSession } from "@roster/contract/routes";
import { callRoute } from "../../lib/request";

/** The account's live sessions, the caller's marked `current`. */
export const fetchSessions = () => callRoute(getSessions, {}, { loading: false });

/** Signs one device out; refusals (90010, already ended) are alerted. */
export const signOutDevice = (id: string) => callRoute(revokeSession, { id });

/** Signs out every device but this one. */
export const signOutOtherDevices = () => callRoute(revokeOtherSessions, {});
