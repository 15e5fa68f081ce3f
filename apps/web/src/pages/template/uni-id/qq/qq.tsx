import { IdentityDemo } from "../../../../features/social/IdentityDemo";

/** `/pages_template/uni-id/qq/qq`: QQ sign-in, which runs in the QQ mini-program and the app; on the web it explains where it runs (and unlinks a linked QQ). */
export default function QQPage() {
  return <IdentityDemo provider="qq" section="qq" />;
}
