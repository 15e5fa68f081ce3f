import { userPush } from "@roster/contract/routes";
import { handleSocket } from "../../../router/types.js";

// Every signed-in client keeps this socket open: the router checks its token, the transport indexes it
// under its account and session, and pushes (services/push) reach it. It has no events of its own.
export default handleSocket(userPush, {});
