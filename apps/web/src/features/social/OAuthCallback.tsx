import Button from "antd-mobile/es/components/button";
import { useEffect, useState } from "react";
import { APP_CONFIG } from "../../config";
import { registerTexts, useTranslation } from "../../i18n";
import { codeTexts } from "../../i18n/groups/codes";
import { socialTexts } from "../../i18n/groups/social";
import { loginPageUrl, redirectTo } from "../../lib/navigation";
import { toastMessage } from "../../lib/request";
import { goAfterLogin } from "../auth/after-login";
import { SecondStep } from "../auth/SecondStep";
import { secondStepOf } from "../auth/second-step";
import layoutStyles from "../layout/layout.module.css";
import { finishOAuth, forgetFinishedOAuth, type OAuthOutcome } from "./finish-oauth";
import { LinkByMobileForm } from "./LinkByMobileForm";
import styles from "./social.module.css";

registerTexts(socialTexts);
registerTexts(codeTexts);

/** Where "start again" and "back" lead: the profile for a link, the sign-in page otherwise. */
function backTarget(outcome: Exclude<OAuthOutcome, { kind: "done" }>): {
  url: string;
  label: "backToProfile" | "backToLogin";
} {
  const redirect = "redirect" in outcome ? outcome.redirect : undefined;
  if (outcome.kind !== "needsProof" && outcome.purpose === "bind") {
    return { url: redirect ?? APP_CONFIG.profile.url, label: "backToProfile" };
  }
  return { url: loginPageUrl(redirect), label: "backToLogin" };
}

/**
 * The page the providers send the user back to: checks the state against this tab's pending redirect,
 * then signs in (or links) with the code; on success goes where the user was headed. Every refusal and
 * failure shows inline with a way back, in the user's language.
 */
export function OAuthCallback() {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Exclude<OAuthOutcome, { kind: "done" }> | undefined>();
  useEffect(() => {
    let live = true;
    void finishOAuth().then((result) => {
      if (!live) return;
      if (result.kind === "done" && result.purpose === "login") {
        void toastMessage(t("login.signedIn"), "success");
        goAfterLogin(result.redirect);
        return;
      }
      if (result.kind === "done") {
        void toastMessage(
          t("social.callback.linked", { provider: t(`social.providers.${result.provider}`) }),
          "success",
        );
        redirectTo(result.redirect ?? APP_CONFIG.profile.url);
        return;
      }
      setOutcome(result);
    });
    return () => {
      live = false;
      forgetFinishedOAuth();
    };
  }, [t]);

  if (!outcome) {
    return (
      <div className={styles.center} role="status">
        <span className={layoutStyles.spinner} aria-hidden="true" />
        <span>{t("social.callback.title")}</span>
      </div>
    );
  }
  const provider = "provider" in outcome && outcome.provider ? t(`social.providers.${outcome.provider}`) : "";
  if (outcome.kind === "needsProof") {
    return (
      <LinkByMobileForm
        providerName={provider}
        ticket={outcome.ticket}
        mobile={outcome.mobile}
        onSignedIn={() => {
          void toastMessage(t("login.signedIn"), "success");
          goAfterLogin(outcome.redirect);
        }}
      />
    );
  }
  // The provider proved who it is, and the account asks for its second factor.
  const step = outcome.kind === "failed" ? secondStepOf(outcome.error) : undefined;
  if (step && outcome.kind === "failed") {
    return (
      <SecondStep
        step={step}
        onDone={() => {
          void toastMessage(t("login.signedIn"), "success");
          goAfterLogin(outcome.redirect);
        }}
        onCancel={() => redirectTo(loginPageUrl(outcome.redirect))}
      />
    );
  }
  const back = backTarget(outcome);
  const heading =
    outcome.kind === "failed" && outcome.purpose === "bind"
      ? t("social.callback.bindFailed", { provider })
      : t("social.callback.failed", { provider });
  const detail =
    outcome.kind === "failed" ? outcome.error.msg : t(`social.callback.${outcome.reason}`, { provider });
  return (
    <div>
      <p className={styles.error} role="alert">
        <strong>{provider ? heading : t("social.callback.notCompleted")}</strong>
        <br />
        {detail}
      </p>
      <div className={styles.actions}>
        <Button
          block
          shape="rounded"
          color="primary"
          onClick={() => {
            redirectTo(back.url);
          }}
        >
          {t(`social.callback.${back.label}`)}
        </Button>
      </div>
    </div>
  );
}
