import type { UserInfo } from "@roster/contract";
import List from "antd-mobile/es/components/list";
import { lazy, useState } from "react";
import { registerTexts, useTranslation } from "../../i18n";
import { uploadTexts } from "../../i18n/groups/upload";
import { alertRefusal } from "../form/server-errors";
import { OnceOpened } from "../layout/OnceOpened";
import { ActionSheet } from "../layout/overlays";
import { UserAvatar } from "../layout/UserAvatar";
import { IdentityItem } from "./IdentityItem";
import { NicknameDialog } from "./NicknameDialog";
import { useSaveProfile } from "./use-profile";

registerTexts(uploadTexts);

const GENDERS = [0, 1, 2] as const;

// The cropper and the upload code load when the user first opens the sheet, not with the profile.
const AvatarEditor = lazy(() => import("./AvatarEditor").then((m) => ({ default: m.AvatarEditor })));

/** Personal information: avatar (changed by upload and crop), nickname and gender (editable), username, mobile and e-mail (masked, linkable). */
export function ProfileDetails({ user }: { user: Partial<UserInfo> }) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const [editing, setEditing] = useState<"avatar" | "nickname" | "gender" | null>(null);
  const gender = String(user.gender ?? 0) as "0" | "1" | "2";
  return (
    <List header={t("profile.personal")} mode="card">
      <List.Item
        extra={<UserAvatar user={user} size={36} />}
        onClick={() => setEditing("avatar")}
        data-testid="avatar-row"
      >
        {t("profile.avatar")}
      </List.Item>
      <List.Item extra={user.nickname || t("common.notSet")} onClick={() => setEditing("nickname")}>
        {t("profile.nickname")}
      </List.Item>
      <List.Item extra={t(`profile.genders.${gender}`)} onClick={() => setEditing("gender")}>
        {t("profile.gender")}
      </List.Item>
      <List.Item extra={user.username || t("common.notSet")}>{t("profile.username")}</List.Item>
      <IdentityItem channel="mobile" user={user} />
      <IdentityItem channel="email" user={user} />
      <OnceOpened visible={editing === "avatar"}>
        <AvatarEditor visible={editing === "avatar"} onClose={() => setEditing(null)} />
      </OnceOpened>
      <OnceOpened visible={editing === "nickname"}>
        <NicknameDialog
          visible={editing === "nickname"}
          initial={user.nickname ?? ""}
          onClose={() => setEditing(null)}
          onSave={async (nickname) => {
            if (nickname !== user.nickname) await save.mutateAsync({ nickname });
          }}
        />
      </OnceOpened>
      <OnceOpened visible={editing === "gender"}>
        <ActionSheet
          visible={editing === "gender"}
          onClose={() => setEditing(null)}
          cancelText={t("common.cancel")}
          extra={t("profile.gender")}
          actions={GENDERS.map((g) => ({
            key: g,
            text: t(`profile.genders.${g}`),
            bold: String(g) === gender,
            onClick: () => {
              setEditing(null);
              // A one-tap choice, no form to say a refusal in: the alert says it.
              if (g !== user.gender) save.mutate({ gender: g }, { onError: alertRefusal });
            },
          }))}
        />
      </OnceOpened>
    </List>
  );
}
