import { testEncryptRequest } from "@roster/contract/routes";
import { handle } from "../../../../router/types.js";

// The router refuses this path unless the call is encrypted, and encrypts the answer.
export default handle(testEncryptRequest, async (input) => ({ msg: "ok", data: input }));
