import { clientGenerateProximalSign } from "@roster/contract/gateways";
import { gatewayUploadTarget } from "../../../../services/gateway/storage.js";
import { absoluteUrl, anonymousOwner, clientAction, ossHost, uploadOwner } from "../action.js";

/** An upload target (services/gateway/storage.ts): Roster's form (private), an OSS policy (aliyun). */
export default clientAction(clientGenerateProximalSign, async (input, ctx) => {
  const { services } = ctx.app;
  const ip = ctx.request.ip;
  if (input.provider === "private") {
    const target = await gatewayUploadTarget(services, { owner: uploadOwner(ctx), ip }, input.cloudPath);
    return {
      url: absoluteUrl(ctx.request, target.url),
      formData: target.formData,
      name: "file" as const,
      fileUrl: target.key,
    };
  }
  const host = ossHost(ctx);
  const owner = anonymousOwner(ctx);
  const cloudPath = input.fileId ? input.fileId.replace(/^\/+/, "") : (input.filename ?? "");
  const target = await gatewayUploadTarget(services, { owner, ip }, cloudPath);
  return {
    id: target.key,
    host,
    ossPath: target.key,
    cdnDomain: host,
    accessKeyId: "roster",
    signature: target.formData["x-roster-signature"] ?? "",
    policy: target.formData.policy ?? "",
  };
});
