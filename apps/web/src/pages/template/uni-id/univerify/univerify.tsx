import { IdentityDemo } from "../../../../features/social/IdentityDemo";

/** `/pages_template/uni-id/univerify/univerify`: one-tap mobile sign-in, which runs in the app only; on the web it explains where it runs. */
export default function UniverifyPage() {
  return <IdentityDemo provider="univerify" section="univerify" />;
}
