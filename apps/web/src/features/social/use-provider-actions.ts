import * as ERROR_CODES from "@roster/contract/errors/codes";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { CallError, confirmDialog, toastMessage } from "../../lib/request";
import { type SocialMethod, unbindProvider } from "./api";
import type { WebAuthorize } from "./authorize-url";
import type { OAuthPurpose } from "./pending-oauth";
import { startOAuth } from "./start-oauth";

/** The server's refusal to unlink the last way to sign in (`socialUnbindLastSignIn`). */
const LAST_SIGN_IN = ERROR_CODES.socialUnbindLastSignIn;

/** A refusal to show inline: the server's message, and whether it was the last-sign-in guard. */
export interface ActionProblem {
  message: string;
  lastMethod: boolean;
}

/**
 * Starting a redirect (sign in or link) and unlinking after a confirmation, with the refusal kept for the
 * caller to show inline (never as a passing alert: the user needs to read what to do).
 */
export function useProviderActions() {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<ActionProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const name = (method: SocialMethod) => t(`social.providers.${method.provider}`);

  const redirect = async (method: SocialMethod, flow: WebAuthorize, purpose: OAuthPurpose, back?: string) => {
    setProblem(null);
    setBusy(true);
    try {
      await startOAuth(method, flow, purpose, back);
    } catch (error) {
      setBusy(false);
      const reason = error instanceof Error ? error.message : String(error);
      setProblem({ message: t("social.startFailed", { provider: name(method), reason }), lastMethod: false });
    }
  };

  const unlink = async (method: SocialMethod) => {
    setProblem(null);
    const confirmed = await confirmDialog({
      title: t("social.linked.unlinkTitle", { provider: name(method) }),
      content: t("social.linked.unlinkConfirm", { provider: name(method) }),
      confirmText: t("social.linked.unlink"),
      cancelText: t("common.cancel"),
    });
    if (!confirmed) return;
    try {
      await unbindProvider(method.provider);
      void toastMessage(t("social.linked.unlinked", { provider: name(method) }), "success");
    } catch (error) {
      if (!(error instanceof CallError)) throw error;
      setProblem({ message: error.msg, lastMethod: error.code === LAST_SIGN_IN });
    }
  };

  return { redirect, unlink, problem, busy };
}
