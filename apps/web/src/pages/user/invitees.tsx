import { useTranslation } from "react-i18next";
import { QueryProvider } from "../../app/QueryProvider";
import { InviteeList } from "../../features/invite/InviteeList";
import { inviteTexts } from "../../features/invite/texts";
import { PageShell } from "../../features/layout/PageShell";
import { registerTexts } from "../../i18n";

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
