export { callFunction } from "./call-function";
export { callRoute, type RouteCallOptions } from "./call-route";
export { alertDialog, alertMessage, confirmDialog, toastMessage } from "./feedback";
export { deleteGlobalParams, type GlobalParam, getGlobalParams, updateGlobalParams } from "./global-params";
export { callsSettled } from "./transport";
export { CallError, type CallOptions, type FailureKind, type ResponseBody } from "./types";
