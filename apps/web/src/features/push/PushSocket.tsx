import { useEffect } from "react";
import { useSession } from "../../store/use-session";
import { pushConnection } from "./push-connection";

/**
 * Keeps the push connection open while a user is signed in (mounted by the app's frame): opened on
 * sign-in, closed on sign-out, and opened anew for another account. Renders nothing.
 */
export default function PushSocket() {
  const { signedIn, user } = useSession();
  const uid = user._id;
  useEffect(() => {
    if (!signedIn || !uid) return;
    const connection = pushConnection();
    return () => connection.close({ code: 1000, reason: "signed out" });
  }, [signedIn, uid]);
  return null;
}
