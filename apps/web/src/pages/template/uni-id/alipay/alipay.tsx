import { IdentityDemo } from "../../../../features/social/IdentityDemo";

/** `/pages_template/uni-id/alipay/alipay`: Alipay web authorization (auth_user): sign in, link, unlink; back here afterwards. */
export default function AlipayPage() {
  return <IdentityDemo provider="alipay" section="alipay" flow="alipay-web" />;
}
