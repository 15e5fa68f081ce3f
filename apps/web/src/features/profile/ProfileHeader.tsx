import type { UserInfo } from "@roster/contract";
import Tag from "antd-mobile/es/components/tag";
import { useTranslation } from "../../i18n";
import { UserAvatar } from "../layout/UserAvatar";
import styles from "./profile.module.css";

/** Avatar, name, username and roles at the top of the profile. */
export function ProfileHeader({ user }: { user: Partial<UserInfo> }) {
  const { t } = useTranslation();
  return (
    <section className={styles.header}>
      <UserAvatar user={user} size={72} />
      <div className={styles.who}>
        <div className={styles.displayName} data-testid="profile-name">
          {user.nickname || <span className={styles.muted}>{t("profile.noNickname")}</span>}
        </div>
        {user.username && <div className={styles.username}>@{user.username}</div>}
        <div className={styles.tags}>
          {(user.role ?? []).map((role) => (
            <Tag key={role} color="primary" fill="outline" round>
              {role}
            </Tag>
          ))}
        </div>
      </div>
    </section>
  );
}
