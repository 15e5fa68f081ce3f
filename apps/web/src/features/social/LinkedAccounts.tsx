import type { UserInfo } from "@roster/contract";
import List from "antd-mobile/es/components/list";
import { useTranslation } from "react-i18next";
import { APP_CONFIG } from "../../config";
import { registerTexts } from "../../i18n";
import { socialTexts } from "../../i18n/groups/social";
import { isLinked, linkable } from "./linked-state";
import { ProblemNote } from "./ProblemNote";
import { ProviderIcon } from "./ProviderIcon";
import styles from "./social.module.css";
import { webFlowFor } from "./start-oauth";
import { useProviderActions } from "./use-provider-actions";
import { useSocialMethods } from "./use-social-methods";

registerTexts(socialTexts);

/**
 * The profile's "Linked accounts": each provider the server has configured, linked or not. Tapping an
 * unlinked one links it through the provider's web page (purpose `bind`, back to the profile); a linked
 * one offers to unlink after a confirmation. A refusal (the server never removes the last way to sign
 * in) shows under the list with what to do. Shows nothing when no provider is configured.
 */
export default function LinkedAccounts({ user }: { user: Partial<UserInfo> }) {
  const { t } = useTranslation();
  const methods = useSocialMethods();
  const actions = useProviderActions();
  const shown = (methods ?? []).filter((m) => linkable(m.provider));
  if (shown.length === 0) return null;

  return (
    <>
      <List header={t("social.linked.title")} mode="card">
        {shown.map((method) => {
          const linked = isLinked(user, method.provider);
          const flow = webFlowFor(method);
          const active = linked || flow !== undefined;
          const extra = linked
            ? t("social.linked.linked")
            : flow
              ? t("social.linked.notLinked")
              : t("social.linked.appOnly");
          const act = () => {
            if (linked) void actions.unlink(method);
            else if (flow) void actions.redirect(method, flow, "bind", APP_CONFIG.profile.url);
          };
          return (
            <List.Item
              key={method.provider}
              prefix={<ProviderIcon provider={method.provider} size={28} />}
              extra={extra}
              clickable={active}
              arrowIcon={active}
              disabled={actions.busy}
              onClick={active ? act : undefined}
            >
              {t(`social.providers.${method.provider}`)}
            </List.Item>
          );
        })}
      </List>
      <ProblemNote problem={actions.problem} className={styles.linkedError} />
    </>
  );
}
