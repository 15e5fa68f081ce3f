import { fetchAccessTokenWithRefreshToken } from "@roster/contract/gateways";
import { refreshAccessToken } from "../../../../services/tcb/tokens.js";
import { tcbAction } from "../action.js";

/** `auth.fetchAccessTokenWithRefreshToken` (services/tcb/tokens.ts). */
export default tcbAction(fetchAccessTokenWithRefreshToken, async (input, ctx) =>
  refreshAccessToken(ctx.tcb.svc, input.refresh_token),
);
