import { testEncryptRequest } from "@roster/contract/routes";
import { defineHandler } from "../../../../router/types.js";

// The router refuses this path unless the call is encrypted, and encrypts the answer.
export default defineHandler(testEncryptRequest, async (input) => ({ msg: "ok", data: input }));
