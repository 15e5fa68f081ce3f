import { IdentityMenu } from "../../../../features/template/IdentityMenu";

/** `/pages_template/uni-id/index/index`: the menu of the template's identity pages. */
export default function IdentityMenuPage() {
  return <IdentityMenu />;
}
