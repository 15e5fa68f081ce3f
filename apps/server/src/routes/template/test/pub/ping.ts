import { ping } from "@roster/contract/routes";
import { handle } from "../../../../router/types.js";

// No work: what the router costs on its own.
export default handle(ping, async () => ({ msg: "ok" }));
