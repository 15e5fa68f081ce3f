import type { UserInfo } from "@roster/contract";
import { useState } from "react";
import { displayName } from "../../store/use-session";
import styles from "./avatar.module.css";

/**
 * The user's avatar, or their initial on the brand gradient when they have none or it cannot be loaded
 * (a provider's avatar address that expired or is out of reach).
 */
export function UserAvatar({ user, size = 64 }: { user: Partial<UserInfo>; size?: number }) {
  const name = displayName(user);
  const [broken, setBroken] = useState<string>();
  if (user.avatar && user.avatar !== broken) {
    const src = user.avatar;
    return (
      <img
        className={styles.avatar}
        src={src}
        alt={name}
        width={size}
        height={size}
        onError={() => setBroken(src)}
      />
    );
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
