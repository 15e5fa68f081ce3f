import { IdentityDocuments } from "../../features/identity/IdentityDocuments";
import { PageShell } from "../../features/layout/PageShell";
import { registerTexts, useTranslation } from "../../i18n";
import { identityTexts } from "../../i18n/groups/identity";
import { QueryProvider } from "../../lib/query/QueryProvider";

registerTexts(identityTexts);

/** `/pages/user/identity`: the caller's ID card and business licence (needs login), reached from the profile. */
export default function IdentityPage() {
  const { t } = useTranslation();
  return (
    <QueryProvider>
      <PageShell title={t("identity.title")}>
        <IdentityDocuments />
      </PageShell>
    </QueryProvider>
  );
}
