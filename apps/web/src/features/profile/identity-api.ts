import {
  bindEmail,
  bindMobile,
  bindNewEmail,
  bindNewMobile,
  unbindEmail,
  unbindMobile,
} from "@roster/contract/routes";
import { callRoute, type RouteCallOptions } from "../../lib/request";
import type { Channel } from "../codes/api";

/** The forms say every refusal themselves, next to the field it concerns. */
const QUIET: RouteCallOptions = { needAlert: false };

/** Links a mobile or e-mail to the signed-in account with a `bind` code; the answer carries the new user. */
export const bindIdentity = (channel: Channel, input: { value: string; code: string }) =>
  channel === "mobile"
    ? callRoute(bindMobile, { mobile: input.value, code: input.code }, QUIET)
    : callRoute(bindEmail, { email: input.value, code: input.code }, QUIET);

/** Removes the account's mobile or e-mail with an `unbind` code sent to it. */
export const unbindIdentity = (channel: Channel, input: { value: string; code: string }) =>
  channel === "mobile"
    ? callRoute(unbindMobile, { mobile: input.value, code: input.code }, QUIET)
    : callRoute(unbindEmail, { email: input.value, code: input.code }, QUIET);

/** Replaces the mobile or e-mail: an `unbind` code of the current value and a `bind` code of the new one. */
export const changeIdentity = (
  channel: Channel,
  input: { oldValue: string; oldCode: string; value: string; code: string },
) =>
  channel === "mobile"
    ? callRoute(
        bindNewMobile,
        {
          oldMobile: input.oldValue,
          oldMobileCode: input.oldCode,
          mobile: input.value,
          code: input.code,
        },
        QUIET,
      )
    : callRoute(
        bindNewEmail,
        {
          oldEmail: input.oldValue,
          oldEmailCode: input.oldCode,
          email: input.value,
          code: input.code,
        },
        QUIET,
      );
