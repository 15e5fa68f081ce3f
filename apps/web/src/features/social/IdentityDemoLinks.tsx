import List from "antd-mobile/es/components/list";
import { useTranslation } from "react-i18next";
import { registerTexts } from "../../i18n";
import { socialTexts } from "../../i18n/groups/social";
import { socialPageTexts } from "../../i18n/groups/social-pages";
import { navigateTo } from "../../lib/navigation";
import { ProviderIcon } from "./ProviderIcon";
import type { ProviderId } from "./providers";

registerTexts(socialTexts);
registerTexts(socialPageTexts);

const PAGES: Array<{ path: string; provider: ProviderId; title: string }> = [
  { path: "weixin/weixin", provider: "weixin", title: "identityPages.weixin.title" },
  { path: "weixin/h5-weixin", provider: "weixin", title: "identityPages.h5Weixin.title" },
  { path: "weixin/set-user-info", provider: "weixin", title: "identityPages.setUserInfo.title" },
  { path: "alipay/alipay", provider: "alipay", title: "identityPages.alipay.title" },
  { path: "qq/qq", provider: "qq", title: "identityPages.qq.title" },
  { path: "univerify/univerify", provider: "univerify", title: "identityPages.univerify.title" },
];

/** The demo page's list of the template's identity pages (`/pages_template/uni-id/...`). */
export default function IdentityDemoLinks() {
  const { t } = useTranslation();
  return (
    <List header={t("identityPages.entry")} mode="card">
      {PAGES.map((page) => (
        <List.Item
          key={page.path}
          prefix={<ProviderIcon provider={page.provider} size={28} />}
          description={`/pages_template/uni-id/${page.path}`}
          onClick={() => navigateTo(`/pages_template/uni-id/${page.path}`)}
        >
          {t(page.title)}
        </List.Item>
      ))}
    </List>
  );
}
