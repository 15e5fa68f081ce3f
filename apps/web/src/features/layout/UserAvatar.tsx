import type { UserInfo } from "@roster/contract";
import { displayName } from "../../store/use-session";
import styles from "./avatar.module.css";

/** The user's avatar, or their initial on the brand gradient when they have none. */
export function UserAvatar({ user, size = 64 }: { user: Partial<UserInfo>; size?: number }) {
  const name = displayName(user);
  if (user.avatar) {
    return <img className={styles.avatar} src={user.avatar} alt={name} width={size} height={size} />;
  }
  return (
    <span
      className={`${styles.avatar} ${styles.initial}`}
      style={{ width: size, height: size, fontSize: size * 0.42 }}
      aria-label={name}
      role="img"
    >
      {(name[0] ?? "?").toUpperCase()}
    </span>
  );
}
