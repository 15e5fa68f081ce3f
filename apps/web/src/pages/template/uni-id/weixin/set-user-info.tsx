import { SetUserInfo } from "../../../../features/social/SetUserInfo";

/** `/pages_template/uni-id/weixin/set-user-info`: the avatar and nickname form (both required). */
export default function SetUserInfoPage() {
  return <SetUserInfo />;
}
