import { IdentityDemo } from "../../../../features/social/IdentityDemo";

/** `/pages_template/uni-id/weixin/weixin`: WeChat in the mini-program and the app; on the web it explains where it runs and shows this server's WeChat settings. */
export default function WeixinPage() {
  return <IdentityDemo provider="weixin" section="weixin" />;
}
