import { maskEmail, maskMobile } from "@roster/contract";
import type { Channel } from "./api";

/** A mobile or e-mail as the user may see it on a shared screen. */
export const maskRecipient = (channel: Channel, value: string): string =>
  channel === "mobile" ? maskMobile(value) : maskEmail(value);
