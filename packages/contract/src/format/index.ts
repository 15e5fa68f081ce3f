export { mask, maskEmail, maskIdNumber, maskMobile } from "./mask.js";
export { formatPrice } from "./price.js";
export {
  dayKey,
  formatTime,
  RELATIVE_TIME_TEXTS,
  relativeTime,
  TIMEZONE_OFFSET_HOURS,
} from "./relative-time.js";
