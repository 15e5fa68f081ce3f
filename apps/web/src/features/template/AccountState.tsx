import { useTranslation } from "../../i18n";
import { displayName, useSession } from "../../store/use-session";
import styles from "./template.module.css";

/** Who the demo pages act as: "Signed in as <name>", or signed out with what to do first. */
export function AccountState() {
  const { t } = useTranslation();
  const { signedIn, user } = useSession();
  return (
    <p className={styles.intro} data-testid="account-state">
      {signedIn ? t("template.signedInAs", { name: displayName(user) }) : t("template.signInFirst")}
    </p>
  );
}
