import type { UserInfo } from "@roster/contract";
import Dialog from "antd-mobile/es/components/dialog";
import List from "antd-mobile/es/components/list";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { APP_CONFIG } from "../../config";
import { registerTexts } from "../../i18n";
import { socialTexts } from "../../i18n/groups/social";
import { CallError, toastMessage } from "../../lib/request";
import { type SocialMethod, unbindProvider } from "./api";
import { isLinked, linkable } from "./linked-state";
import { ProviderIcon } from "./ProviderIcon";
import styles from "./social.module.css";
import { startOAuth, webFlowFor } from "./start-oauth";
import { useSocialMethods } from "./use-social-methods";

registerTexts(socialTexts);

/** The server's refusal to unlink the last way to sign in (`socialUnbindLastSignIn`). */
const LAST_SIGN_IN = 91204;

/**
 * The profile's "Linked accounts": each provider the server has configured, linked or not. Tapping an
 * unlinked one links it through the provider's web page (purpose `bind`, back to the profile); a linked
 * one offers to unlink after a confirmation. A refusal (the server never removes the last way to sign
 * in) shows under the list with what to do. Shows nothing when no provider is configured.
 */
export function LinkedAccounts({ user }: { user: Partial<UserInfo> }) {
  const { t } = useTranslation();
  const methods = useSocialMethods();
  const [problem, setProblem] = useState<{ message: string; lastMethod: boolean } | null>(null);
  const shown = (methods ?? []).filter((m) => linkable(m.provider));
  if (shown.length === 0) return null;

  const name = (method: SocialMethod) => t(`social.providers.${method.provider}`);
  const unlink = async (method: SocialMethod) => {
    const confirmed = await Dialog.confirm({
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
  const link = async (method: SocialMethod) => {
    const flow = webFlowFor(method);
    if (!flow) return;
    try {
      await startOAuth(method, flow, "bind", APP_CONFIG.profile.url);
    } catch (error) {
      setProblem({
        message: t("social.startFailed", { provider: name(method), reason: (error as Error).message }),
        lastMethod: false,
      });
    }
  };

  return (
    <>
      <List header={t("social.linked.title")} mode="card">
        {shown.map((method) => {
          const linked = isLinked(user, method.provider);
          const canLink = webFlowFor(method) !== undefined;
          const extra = linked
            ? t("social.linked.linked")
            : canLink
              ? t("social.linked.notLinked")
              : t("social.linked.appOnly");
          return (
            <List.Item
              key={method.provider}
              prefix={<ProviderIcon provider={method.provider} size={28} />}
              extra={extra}
              clickable={linked || canLink}
              arrowIcon={linked || canLink}
              onClick={
                linked || canLink
                  ? () => {
                      setProblem(null);
                      void (linked ? unlink(method) : link(method));
                    }
                  : undefined
              }
            >
              {name(method)}
            </List.Item>
          );
        })}
      </List>
      {problem && (
        <div className={`${styles.error} ${styles.linkedError}`} role="alert">
          {problem.message}
          {problem.lastMethod && <p className={styles.explain}>{t("social.linked.lastMethod")}</p>}
        </div>
      )}
    </>
  );
}
