import { InviteeList } from "../../features/invite/InviteeList";
import { PageShell } from "../../features/layout/PageShell";
import { registerTexts, useTranslation } from "../../i18n";
import { inviteTexts } from "../../i18n/groups/invite";
import { QueryProvider } from "../../lib/query/QueryProvider";

registerTexts(inviteTexts);

/** `/pages/user/invitees`: the people the signed-in user invited (needs login), reached from the profile. */
export default function InviteesPage() {
  const { t } = useTranslation();
  return (
    <QueryProvider>
      <PageShell title={t("invite.inviteesTitle")}>
        <InviteeList />
      </PageShell>
    </QueryProvider>
  );
}
