import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { useSession } from "../store/use-session";
import { OfflineBanner } from "./OfflineBanner";
import { usePageNavigation } from "./RouterView";

// The push connection and its socket client load only for a signed-in user (not on the sign-in page).
const PushSocket = lazy(() => import("../features/push/PushSocket"));

/**
 * The frame around every page: the page itself, a progress bar while the next one loads, the offline
 * banner (while the browser is offline), and, while a
 * user is signed in, the push connection (`user/kh/push`), through which forced sign-outs arrive.
 */
export function RootLayout() {
  const navigation = usePageNavigation();
  const { signedIn } = useSession();
  return (
    <>
      {navigation === "loading" && <div className="route-progress" aria-hidden="true" />}
      <OfflineBanner />
      <Outlet />
      {signedIn && (
        <Suspense fallback={null}>
          <PushSocket />
        </Suspense>
      )}
    </>
  );
}
