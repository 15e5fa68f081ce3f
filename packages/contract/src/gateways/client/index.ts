import type { GatewayActionContract } from "../define.js";
import { clientAnonymousAuthorize } from "./auth/anonymousAuthorize.js";
import { clientDelete } from "./file/delete.js";
import { clientGenerateProximalSign } from "./file/generateProximalSign.js";
import { clientGetTempFileURL } from "./file/getTempFileURL.js";
import { clientInfo } from "./file/info.js";
import { clientReport } from "./file/report.js";
import { clientInvoke } from "./function/invoke.js";

export { clientCodeOf, clientStatusOf } from "./codes.js";
export { CLOUD_FUNCTION_NAMES, type CloudFunctionName, isCloudFunctionName } from "./function/invoke.js";
export {
  clientAnonymousAuthorize,
  clientDelete,
  clientGenerateProximalSign,
  clientGetTempFileURL,
  clientInfo,
  clientInvoke,
  clientReport,
};

/** Every method `POST /client` runs, by the SDK's method name: the one list of them. */
export const CLIENT_ACTIONS = {
  "serverless.auth.user.anonymousAuthorize": clientAnonymousAuthorize,
  "serverless.function.runtime.invoke": clientInvoke,
  "serverless.file.resource.generateProximalSign": clientGenerateProximalSign,
  "serverless.file.resource.report": clientReport,
  "serverless.file.resource.info": clientInfo,
  "serverless.file.resource.getTempFileURL": clientGetTempFileURL,
  "serverless.file.resource.delete": clientDelete,
} as const satisfies Record<string, GatewayActionContract>;

/** The name of a `/client` method. */
export type ClientActionName = keyof typeof CLIENT_ACTIONS;
