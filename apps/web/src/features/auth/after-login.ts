import { APP_CONFIG } from "../../config";
import { boundRouter, isLoginPage, previousUrl, redirectTo, safeRedirect } from "../../lib/navigation";
import { useLifeData } from "../../store/life-data";

/**
 * Where a user lands after signing in or registering (upstream login page): the `uniIdRedirectUrl`
 * page, else `$app.originalPage`, else back to the previous page when it is not a login page, else home.
 */
export function goAfterLogin(uniIdRedirectUrl: string | null | undefined): void {
  const { $app, setOriginalPage } = useLifeData.getState();
  const wanted = safeRedirect(uniIdRedirectUrl);
  const original = safeRedirect($app.originalPage?.url);
  if (wanted || original) {
    setOriginalPage(null);
    redirectTo((wanted ?? original) as string);
    return;
  }
  const previous = previousUrl();
  if (previous && !isLoginPage(previous)) {
    void boundRouter()?.navigate(-1);
    return;
  }
  redirectTo(APP_CONFIG.index.url);
}
