import { APP_CONFIG } from "../../config";
import { redirectTo } from "../../lib/navigation";
import { CallError } from "../../lib/request";
import { clearSession, hasValidToken } from "../../lib/session";
import { revokeSession } from "./api";

/** Signs out: revokes the session on the server, forgets token and user, opens the login page. */
export async function signOut(): Promise<void> {
  if (hasValidToken()) {
    try {
      await revokeSession();
    } catch (error) {
      // The session is forgotten here whatever the server said; nothing more to tell the user.
      if (!(error instanceof CallError)) throw error;
    }
  }
  clearSession();
  redirectTo(APP_CONFIG.login.url);
}
