export * from "./define.js";
export { GATEWAY_COMMON_ERRORS, gatewayErrorsOf } from "./errors.js";
export * from "./tcb/index.js";
export * from "./tcb/schemas.js";
