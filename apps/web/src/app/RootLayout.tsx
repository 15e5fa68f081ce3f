import { lazy, Suspense, useEffect, useState } from "react";
import { Outlet } from "react-router";
import { useSession } from "../store/use-session";
import { afterFirstScreenSettled } from "./background-work";
import { OfflineBanner } from "./OfflineBanner";
import { usePageNavigation } from "./RouterView";

// The push connection and its socket client load only for a signed-in user (not on the sign-in page).
const PushSocket = lazy(() => import("../features/push/PushSocket"));

/**
 * The frame around every page: the page itself, a progress bar while the next one loads, the offline banner
 * (while the browser is offline), and, while a user is signed in, the push connection (`user/kh/push`), through
 * which forced sign-outs arrive. The connection opens once the first screen is complete (painted, its calls
 * answered, the browser idle): its two chunks and its socket no longer stand in front of the page's largest paint.
 */
export function RootLayout() {
  const navigation = usePageNavigation();
  const { signedIn } = useSession();
  const settled = useFirstScreenSettled();
  return (
    <>
      {navigation === "loading" && <div className="route-progress" aria-hidden="true" />}
      <OfflineBanner />
      <Outlet />
      {signedIn && settled && (
        <Suspense fallback={null}>
          <PushSocket />
        </Suspense>
      )}
    </>
  );
}

/** True once the first screen is complete: painted, its calls answered, the browser idle (background-work.ts). */
function useFirstScreenSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void afterFirstScreenSettled().then(() => !cancelled && setSettled(true));
    return () => {
      cancelled = true;
    };
  }, []);
  return settled;
}
