import { IdentityDemo } from "../../../../features/social/IdentityDemo";

/** `/pages_template/uni-id/weixin/h5-weixin`: WeChat official-account authorization (snsapi_userinfo): sign in, link, unlink; back here afterwards. */
export default function H5WeixinPage() {
  return <IdentityDemo provider="weixin" section="h5Weixin" flow="weixin-h5" />;
}
