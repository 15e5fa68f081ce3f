import { z } from "zod";
import { defineGatewayAction } from "../../define.js";

/** aliyun `serverless.auth.user.anonymousAuthorize`: the access token the SDK sends with every other call. */
export const clientAnonymousAuthorize = defineGatewayAction({
  gateway: "client",
  action: "serverless.auth.user.anonymousAuthorize",
  summary:
    "aliyun: a fresh anonymous access token (the SDK keeps it in memory and sends it, as `token` and `x-basement-token`, with every other call).",
  input: z.object({}),
  output: z.object({ accessToken: z.string(), expiresInSecond: z.number().int() }),
  caller: "none",
  rate: "gateway",
});
