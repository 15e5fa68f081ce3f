import { CodeDemo } from "../../../../features/template/CodeDemo";

/** `/pages_template/uni-id/email/email`: e-mail codes: sign in, link, change, unlink, reset the password. */
export default function EmailPage() {
  return <CodeDemo channel="email" />;
}
