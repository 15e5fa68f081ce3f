import type { ClientActionName, GatewayActionContract } from "@roster/contract/gateways";
import type { ActionHandler } from "../../../router/gateway-actions.js";
import type { ClientActionContext } from "./action.js";
import anonymousAuthorize from "./auth/anonymousAuthorize.js";
import deleteFile from "./file/delete.js";
import generateProximalSign from "./file/generateProximalSign.js";
import getTempFileURL from "./file/getTempFileURL.js";
import info from "./file/info.js";
import report from "./file/report.js";
import invoke from "./function/invoke.js";

/**
 * The handler of every `/client` method, one file each beside its contract's name
 * (`packages/contract/src/gateways/client/<segment>/<method>.ts`); the compiler asks for one per method.
 */
export const CLIENT_HANDLERS: Readonly<
  Record<ClientActionName, ActionHandler<GatewayActionContract, ClientActionContext>>
> = {
  "serverless.auth.user.anonymousAuthorize": anonymousAuthorize,
  "serverless.function.runtime.invoke": invoke,
  "serverless.file.resource.generateProximalSign": generateProximalSign,
  "serverless.file.resource.report": report,
  "serverless.file.resource.info": info,
  "serverless.file.resource.getTempFileURL": getTempFileURL,
  "serverless.file.resource.delete": deleteFile,
};
