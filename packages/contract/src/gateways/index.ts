export * from "./client/index.js";
export * from "./client/schemas.js";
export * from "./define.js";
export { GATEWAY_COMMON_ERRORS, GATEWAY_PIPELINE_ERRORS, gatewayErrorsOf } from "./errors.js";
export * from "./tcb/index.js";
export * from "./tcb/schemas.js";
