export { mask, maskEmail, maskMobile } from "./mask.js";
export { formatPrice } from "./price.js";
export { dayKey, formatTime, relativeTime, TIMEZONE_OFFSET_HOURS } from "./relative-time.js";
