import { PageShell } from "../../features/layout/PageShell";
import { SecuritySettings } from "../../features/security/SecuritySettings";
import { registerTexts, useTranslation } from "../../i18n";
import { securityTexts } from "../../i18n/groups/security";
import { QueryProvider } from "../../lib/query/QueryProvider";

registerTexts(securityTexts);

/**
 * `/pages/user/security`: how the account signs in (password, authenticator app, recovery codes, trusted
 * devices; needs login), reached from the profile's security card.
 */
export default function SecurityPage() {
  const { t } = useTranslation();
  return (
    <QueryProvider>
      <PageShell title={t("security.title")}>
        <SecuritySettings />
      </PageShell>
    </QueryProvider>
  );
}
