import { useTranslation } from "../i18n";
import { useOnline } from "../lib/online";

/**
 * Says so while the browser is offline, on every page: a live region (`role=status`) that is always in
 * the page, so that screen readers announce the text when it appears. Nothing is queued while offline:
 * a call fails and says why (see the request layer's `request.offline`).
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status" className={online ? undefined : "offline-banner"}>
      {online ? null : t("offline.banner")}
    </div>
  );
}
