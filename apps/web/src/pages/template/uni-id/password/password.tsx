import { PasswordDemo } from "../../../../features/template/PasswordDemo";

/** `/pages_template/uni-id/password/password`: password sign-in, and changing the password while signed in. */
export default function PasswordPage() {
  return <PasswordDemo />;
}
