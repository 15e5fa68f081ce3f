import { CodeDemo } from "../../../../features/template/CodeDemo";

/** `/pages_template/uni-id/mobile/mobile`: SMS codes: sign in, link, change, unlink, reset the password. */
export default function MobilePage() {
  return <CodeDemo channel="mobile" />;
}
