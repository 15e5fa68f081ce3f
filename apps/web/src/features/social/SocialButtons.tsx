import { useState } from "react";
import { useSearchParams } from "react-router";
import { registerTexts, useTranslation } from "../../i18n";
import { socialTexts } from "../../i18n/groups/social";
import { safeRedirect } from "../../lib/navigation";
import type { SocialMethod } from "./api";
import { ProviderIcon } from "./ProviderIcon";
import styles from "./social.module.css";
import { startOAuth, webFlowFor } from "./start-oauth";
import { useSocialMethods } from "./use-social-methods";

registerTexts(socialTexts);

/**
 * The sign-in page's row of provider buttons, one per provider the server has configured with a web flow
 * this browser can use (WeChat: QR page, or the official-account page inside WeChat; Alipay web). Shows
 * nothing when there is none, or while the server has not answered. Loaded apart from the sign-in page.
 */
export default function SocialButtons() {
  const { t } = useTranslation();
  const methods = useSocialMethods();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const usable = (methods ?? []).filter((m) => webFlowFor(m));
  if (usable.length === 0) return null;

  const start = async (method: SocialMethod) => {
    const flow = webFlowFor(method);
    if (!flow || busy) return;
    const name = t(`social.providers.${method.provider}`);
    setBusy(method.provider);
    setError(null);
    try {
      await startOAuth(method, flow, "login", safeRedirect(params.get("uniIdRedirectUrl")));
    } catch (failure) {
      setBusy(null);
      setError(t("social.startFailed", { provider: name, reason: (failure as Error).message }));
    }
  };

  return (
    <section className={styles.others} aria-label={t("social.or")}>
      <div className={styles.divider}>
        <span>{t("social.or")}</span>
      </div>
      <div className={styles.buttons}>
        {usable.map((method) => {
          const name = t(`social.providers.${method.provider}`);
          return (
            <button
              key={method.provider}
              type="button"
              className={styles.providerButton}
              aria-label={t("social.signInWith", { provider: name })}
              aria-busy={busy === method.provider}
              disabled={busy !== null}
              onClick={() => void start(method)}
            >
              <ProviderIcon provider={method.provider} />
              <span className={styles.providerName}>{name}</span>
            </button>
          );
        })}
      </div>
      {busy && (
        <p className={styles.status} role="status">
          {t("social.leaving", { provider: t(`social.providers.${busy}`) })}
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
