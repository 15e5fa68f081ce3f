import { UtilDemo } from "../../../../features/template/UtilDemo";

/** `/pages_template/uni-id/util/util`: getMyUserInfo, checkToken, nickname, invite codes, sign out. */
export default function UtilPage() {
  return <UtilDemo />;
}
