import Button from "antd-mobile/es/components/button";
import { Link } from "react-router";
import { APP_CONFIG } from "../../config";
import { registerTexts, useTranslation } from "../../i18n";
import { templateTexts } from "../../i18n/groups/template";
import { currentUrl, loginPageUrl } from "../../lib/navigation";
import { readText, STORAGE_KEYS } from "../../lib/storage";
import { useLifeData } from "../../store/life-data";
import { useSession } from "../../store/use-session";
import { signOut } from "../auth/sign-out";
import { PageShell } from "../layout/PageShell";
import styles from "./template.module.css";

registerTexts(templateTexts);

/** The colours the page offers for `$app.color.main`, the default first. */
export const MAIN_COLORS = [
  { key: "red", value: APP_CONFIG.color.main },
  { key: "blue", value: "#1677ff" },
  { key: "green", value: "#00b578" },
  { key: "orange", value: "#ff8f1f" },
] as const;

/** `$app` as the page prints it: the config shortened to who the app is (the rest comes from the build). */
const shownApp = ({ config, ...app }: ReturnType<typeof useLifeData.getState>["$app"]) => ({
  ...app,
  config: { appid: config.appid, appName: config.appName, appVersion: config.appVersion },
});

/**
 * The state-store page (`/pages_template/vk-vuex/vk-vuex`): the persisted lifeData with its `$app` and
 * `$user` namespaces. Picking a main colour writes `$app.color` at once; a reload reads it back from
 * localStorage. `$user` follows the session (filled by a sign-in, emptied by a sign-out); the token is kept
 * by the session, never in lifeData.
 */
export function StoreDemo() {
  const { t } = useTranslation();
  const app = useLifeData((s) => s.$app);
  const user = useLifeData((s) => s.$user);
  const setColor = useLifeData((s) => s.setColor);
  const { signedIn } = useSession();
  // Read on every render: what a reload would start from.
  const stored = readText(STORAGE_KEYS.lifeData) ?? "";
  return (
    <PageShell title={t("template.vuex.title")}>
      <p className={styles.intro}>{t("template.vuex.intro")}</p>
      <section className={styles.card} aria-labelledby="vuex-app">
        <h2 id="vuex-app">{t("template.vuex.app")}</h2>
        <fieldset className={styles.swatches}>
          <legend>{t("template.vuex.color")}</legend>
          {MAIN_COLORS.map((color) => (
            <label key={color.key} className={styles.swatch}>
              <input
                type="radio"
                name="main-color"
                value={color.value}
                checked={app.color.main === color.value}
                onChange={() => setColor({ main: color.value })}
              />
              <span className={styles.dot} style={{ background: color.value }} aria-hidden="true" />
              {t(`template.vuex.colors.${color.key}`)}
            </label>
          ))}
        </fieldset>
        <p className={styles.hint}>{t("template.vuex.colorHint")}</p>
        <p className={styles.currentColor} data-testid="app-color">
          <span className={styles.dot} style={{ background: app.color.main }} />
          <span>
            $app.color.main = <code>{app.color.main}</code>
          </span>
        </p>
        <pre className={styles.json} data-testid="app-state">
          {JSON.stringify(shownApp(app), null, 2)}
        </pre>
        <div className={styles.actions}>
          <Button shape="rounded" onClick={() => setColor({ main: APP_CONFIG.color.main })}>
            {t("template.vuex.reset")}
          </Button>
          <Button shape="rounded" color="primary" onClick={() => window.location.reload()}>
            {t("template.vuex.reload")}
          </Button>
        </div>
      </section>
      <section className={styles.card} aria-labelledby="vuex-user">
        <h2 id="vuex-user">{t("template.vuex.user")}</h2>
        {!signedIn && <p className={styles.hint}>{t("template.vuex.signedOut")}</p>}
        <pre className={styles.json} data-testid="user-state">
          {JSON.stringify(user, null, 2)}
        </pre>
        <div className={styles.actions}>
          {signedIn ? (
            <Button shape="rounded" onClick={() => void signOut()}>
              {t("template.vuex.signOut")}
            </Button>
          ) : (
            <Link to={loginPageUrl(currentUrl())}>{t("template.vuex.signIn")}</Link>
          )}
        </div>
      </section>
      <section className={styles.card} aria-labelledby="vuex-stored">
        <h2 id="vuex-stored">{t("template.vuex.stored")}</h2>
        <pre className={styles.json} data-testid="stored-state">
          {stored}
        </pre>
      </section>
    </PageShell>
  );
}
