import { z } from "zod";
import { defineGatewayAction } from "../../define.js";
import { refreshTokenField } from "../schemas.js";

/**
 * `auth.fetchAccessTokenWithRefreshToken`: a fresh access token; `access_token_expire` is a DURATION in ms
 * here (the SDK adds now). The session is extended like a Roster token refresh.
 */
export const fetchAccessTokenWithRefreshToken = defineGatewayAction({
  gateway: "tcb",
  action: "auth.fetchAccessTokenWithRefreshToken",
  summary:
    "A fresh access token for a refresh token (`access_token_expire` in ms from now); extends the session.",
  input: z.object({ refresh_token: refreshTokenField }),
  output: z.object({ access_token: z.string(), access_token_expire: z.number() }),
  caller: "none",
  errors: ["tcbInvalidRefreshToken", "tcbRefreshTokenExpired"],
});
