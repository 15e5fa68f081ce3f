import type { LinkedAccount, UserInfo } from "@roster/contract";
import List from "antd-mobile/es/components/list";
import { APP_CONFIG } from "../../config";
import { registerTexts, useTranslation } from "../../i18n";
import { socialTexts } from "../../i18n/groups/social";
import { UserAvatar } from "../layout/UserAvatar";
import { isLinked, linkable } from "./linked-state";
import { ProblemNote } from "./ProblemNote";
import { ProviderIcon } from "./ProviderIcon";
import styles from "./social.module.css";
import { webFlowFor } from "./start-oauth";
import { useLinkedAccounts } from "./use-linked-accounts";
import { useProviderActions } from "./use-provider-actions";
import { useSocialMethods } from "./use-social-methods";

registerTexts(socialTexts);

/** "Linked", after the linked identity's avatar (or initial) and nickname when the provider gave them. */
function LinkedAs({ account, label }: { account: LinkedAccount | undefined; label: string }) {
  if (!account?.nickname && !account?.avatar) return <span data-testid="link-status">{label}</span>;
  return (
    <span className={styles.linkedAs}>
      <UserAvatar user={{ nickname: account.nickname, avatar: account.avatar }} size={24} />
      {account.nickname && (
        <span className={styles.linkedName} data-testid="linked-name">
          {account.nickname}
        </span>
      )}
      <span data-testid="link-status">{label}</span>
    </span>
  );
}

/**
 * The profile's "Linked accounts": each provider the server has configured, linked or not. Tapping an
 * unlinked one links it through the provider's web page (purpose `bind`, back to the profile); a linked
 * one shows the identity's avatar and nickname (the provider's snapshot from when it was linked) and
 * offers to unlink after a confirmation. A refusal (the server never removes the last way to sign
 * in) shows under the list with what to do. Shows nothing when no provider is configured.
 */
export default function LinkedAccounts({ user }: { user: Partial<UserInfo> }) {
  const { t } = useTranslation();
  const methods = useSocialMethods();
  const actions = useProviderActions();
  const shown = (methods ?? []).filter((m) => linkable(m.provider));
  const linkedKey = shown
    .filter((m) => isLinked(user, m.provider))
    .map((m) => m.provider)
    .join(",");
  const accounts = useLinkedAccounts(linkedKey);
  if (shown.length === 0) return null;

  return (
    <>
      <List header={t("social.linked.title")} mode="card">
        {shown.map((method) => {
          const linked = isLinked(user, method.provider);
          const flow = webFlowFor(method);
          const active = linked || flow !== undefined;
          const extra = linked ? (
            <LinkedAs account={accounts[method.provider]} label={t("social.linked.linked")} />
          ) : flow ? (
            t("common.notLinked")
          ) : (
            t("social.linked.appOnly")
          );
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
