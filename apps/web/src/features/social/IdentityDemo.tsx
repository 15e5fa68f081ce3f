import Button from "antd-mobile/es/components/button";
import List from "antd-mobile/es/components/list";
import { registerTexts, useTranslation } from "../../i18n";
import { socialTexts } from "../../i18n/groups/social";
import { socialPageTexts } from "../../i18n/groups/social-pages";
import { currentUrl } from "../../lib/navigation";
import { hasValidToken } from "../../lib/session";
import { useLifeData } from "../../store/life-data";
import { PageLoading } from "../layout/PageLoading";
import { PageShell } from "../layout/PageShell";
import type { SocialMethod } from "./api";
import type { WebFlow } from "./authorize-url";
import { isLinked, linkable } from "./linked-state";
import { ProblemNote } from "./ProblemNote";
import { ProviderIcon } from "./ProviderIcon";
import { inWeixinBrowser, type ProviderId } from "./providers";
import styles from "./social.module.css";
import { useProviderActions } from "./use-provider-actions";
import { useSocialMethods } from "./use-social-methods";

registerTexts(socialTexts);
registerTexts(socialPageTexts);

/** What an identity demo page is about. */
export interface IdentityDemoProps {
  provider: ProviderId;
  /** Its texts under `identityPages.<section>` (title, intro, where). */
  section: "weixin" | "h5Weixin" | "alipay" | "qq" | "univerify";
  /** The web flow the page runs; none for the flows that only run in a mini-program or the app. */
  flow?: WebFlow;
}

/**
 * An identity folder page of the template (`/pages_template/uni-id/...`): what the flow is, whether this
 * server has the provider configured and for which platforms, and, when the flow runs on the web, the
 * buttons to sign in, link and unlink (back to this page afterwards). A flow that only runs in a
 * mini-program or the app says so instead of offering a button that cannot work.
 */
export function IdentityDemo({ provider, section, flow }: IdentityDemoProps) {
  const { t } = useTranslation();
  const methods = useSocialMethods();
  const user = useLifeData((s) => s.$user.userInfo);
  const actions = useProviderActions();
  const name = t(`social.providers.${provider}`);
  const method: SocialMethod | undefined = methods?.find((m) => m.provider === provider);
  const web = flow ? method?.web.find((w) => w.flow === flow) : undefined;
  const signedIn = hasValidToken() && Boolean(user._id);
  const linked = signedIn && isLinked(user, provider);
  const back = currentUrl();

  return (
    <PageShell title={t(`identityPages.${section}.title`)}>
      <div className={styles.demo}>
        <div className={styles.demoHead}>
          <ProviderIcon provider={provider} size={48} />
          <p>{t(`identityPages.${section}.intro`)}</p>
        </div>
        {methods === undefined ? (
          <PageLoading />
        ) : (
          <List header={t("identityPages.onServer")} mode="card">
            <List.Item
              description={
                method
                  ? method.platforms
                      .map((p) => t(`identityPages.platforms.${p}`, { defaultValue: p }))
                      .join(" · ")
                  : t("identityPages.notConfigured")
              }
            >
              {method ? t("identityPages.configuredFor") : name}
            </List.Item>
            {signedIn && linkable(provider) && (
              <List.Item extra={t(linked ? "social.linked.linked" : "common.notLinked")}>
                {t("identityPages.status")}
              </List.Item>
            )}
          </List>
        )}
        {!flow && (
          <List header={t("identityPages.whereItRuns")} mode="card">
            <List.Item
              description={t("identityPages.appOnly", { where: t(`identityPages.${section}.where`) })}
            >
              {name}
            </List.Item>
          </List>
        )}
        {flow === "weixin-h5" && !inWeixinBrowser() && web && (
          <p className={styles.hint}>{t("identityPages.outsideWeixin")}</p>
        )}
        <div className={styles.actions}>
          {web && method && !signedIn && (
            <Button
              block
              shape="rounded"
              color="primary"
              loading={actions.busy}
              onClick={() => void actions.redirect(method, web, "login", back)}
            >
              {t("social.signInWith", { provider: name })}
            </Button>
          )}
          {web && method && signedIn && !linked && (
            <Button
              block
              shape="rounded"
              color="primary"
              loading={actions.busy}
              onClick={() => void actions.redirect(method, web, "bind", back)}
            >
              {t("identityPages.link", { provider: name })}
            </Button>
          )}
          {method && linked && (
            <Button block shape="rounded" onClick={() => void actions.unlink(method)}>
              {t("identityPages.unlink", { provider: name })}
            </Button>
          )}
          {web && !signedIn && <p className={styles.hint}>{t("identityPages.signedOutHint")}</p>}
        </div>
        <ProblemNote problem={actions.problem} />
      </div>
    </PageShell>
  );
}
