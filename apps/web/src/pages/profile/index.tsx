import { lazy, Suspense } from "react";
import { ConsoleEntry } from "../../features/admin/ConsoleEntry";
import { FilesEntry } from "../../features/files/FilesEntry";
import { InviteCard } from "../../features/invite/InviteCard";
import { Deferred } from "../../features/layout/Deferred";
import { PageShell } from "../../features/layout/PageShell";
import { ProfileDetails } from "../../features/profile/ProfileDetails";
import { ProfileHeader } from "../../features/profile/ProfileHeader";
import { ProfileSettings } from "../../features/profile/ProfileSettings";
import styles from "../../features/profile/profile.module.css";
import { useProfile } from "../../features/profile/use-profile";
import { useTranslation } from "../../i18n";
import { QueryProvider } from "../../lib/query/QueryProvider";

// Loaded apart: its preload list would otherwise sit in the shared chunk that the sign-in page loads too.
const LinkedAccounts = lazy(() => import("../../features/social/LinkedAccounts"));

/** `/pages/profile/index`: the signed-in user's page (needs login). */
export default function ProfilePage() {
  return (
    <QueryProvider>
      <Profile />
    </QueryProvider>
  );
}

function Profile() {
  const { t } = useTranslation();
  const { user } = useProfile();
  return (
    <PageShell title={t("profile.title")} tabBar>
      <div className={styles.page}>
        <ProfileHeader user={user} />
        <div className={styles.columns}>
          <div>
            <ProfileDetails user={user} />
            <Suspense fallback={null}>
              <LinkedAccounts user={user} />
            </Suspense>
            <FilesEntry />
            <InviteCard user={user} />
          </div>
          <div>
            {/* Under the first screen on a phone: committed after the rest (a shorter first commit). */}
            <Deferred>
              <ConsoleEntry />
              <ProfileSettings hasPassword={user.has_password !== false} />
            </Deferred>
          </div>
        </div>
      </div>
    </PageShell>
  );
}
