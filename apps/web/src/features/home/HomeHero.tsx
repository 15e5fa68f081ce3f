import Button from "antd-mobile/es/components/button";
import { APP_CONFIG } from "../../config";
import { useTranslation } from "../../i18n";
import { navigateTo } from "../../lib/navigation";
import { displayName, useSession } from "../../store/use-session";
import { LanguageButton } from "../i18n/LanguageButton";
import { Logo } from "../layout/Logo";
import { UserAvatar } from "../layout/UserAvatar";
import styles from "./home.module.css";

const greetingKey = (hour: number) =>
  hour < 12 ? "home.morning" : hour < 18 ? "home.afternoon" : "home.evening";

/** The top of the home page: greeting when signed in, the way in when not. */
export function HomeHero() {
  const { t } = useTranslation();
  const { signedIn, user } = useSession();
  return (
    <header className={styles.hero}>
      <div className={styles.bar}>
        <span className={styles.brand}>
          <Logo size={30} />
          {t("common.appName")}
        </span>
        <LanguageButton />
      </div>
      {signedIn ? (
        <div className={`${styles.greeting} ${styles.signedIn}`}>
          <button
            type="button"
            className={styles.avatarLink}
            onClick={() => void navigateTo(APP_CONFIG.profile.url)}
            data-testid="home-avatar"
          >
            <UserAvatar user={user} size={60} />
          </button>
          <div>
            <div className={styles.hello}>{t(greetingKey(new Date().getHours()))},</div>
            <h1 className={styles.name}>{displayName(user)}</h1>
            <p className={styles.sub}>{t("common.tagline")}</p>
          </div>
        </div>
      ) : (
        <div className={styles.greeting}>
          <h1 className={styles.name}>{t("home.welcome")}</h1>
          <p className={styles.sub}>{t("home.signedOutHint")}</p>
          <div className={styles.actions}>
            <Button
              shape="rounded"
              className={styles.light}
              onClick={() => void navigateTo(APP_CONFIG.login.url)}
            >
              {t("home.signIn")}
            </Button>
            <Button
              shape="rounded"
              fill="outline"
              className={styles.ghost}
              onClick={() => void navigateTo(APP_CONFIG.register.url)}
            >
              {t("home.createAccount")}
            </Button>
          </div>
        </div>
      )}
    </header>
  );
}
