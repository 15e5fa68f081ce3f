import type { SessionInfo } from "@roster/contract";
import Button from "antd-mobile/es/components/button";
import Dialog from "antd-mobile/es/components/dialog";
import List from "antd-mobile/es/components/list";
import { currentLocale, registerTexts, useTranslation } from "../../i18n";
import { devicesTexts } from "../../i18n/groups/devices";
import { formatDateTime } from "../../lib/dates";
import { CallError, toastMessage } from "../../lib/request";
import { Icon } from "../layout/icons";
import { PageLoading } from "../layout/PageLoading";
import { LiveStatus } from "../push/LiveStatus";
import { useLiveUpdates } from "../push/use-live-updates";
import { deviceName, isHandheld } from "./describe-device";
import styles from "./devices.module.css";
import { useDevices } from "./use-devices";

registerTexts(devicesTexts);

/** A refused call was alerted by the request layer already; anything else is a fault. */
const shownAlready = (error: unknown) => {
  if (!(error instanceof CallError)) throw error;
};

/**
 * The devices signed in to the account: this one marked, each other one with "sign out", and "sign out
 * all other devices". Times are the viewer's local time; the list reloads when the push channel speaks.
 */
export function DeviceList() {
  const { t } = useTranslation();
  const devices = useDevices();
  const live = useLiveUpdates(() => void devices.refresh());
  const locale = currentLocale();
  if (devices.isPending) return <PageLoading />;
  if (devices.isError && devices.rows.length === 0) {
    return (
      <p className={styles.empty} role="alert">
        {t("devices.loadFailed")}
        <button type="button" className={styles.retry} onClick={devices.retry}>
          {t("devices.retry")}
        </button>
      </p>
    );
  }
  const others = devices.rows.filter((s) => !s.current);
  const signOutOne = async (session: SessionInfo) => {
    const confirmed = await Dialog.confirm({
      content: t("devices.signOutConfirm", { device: deviceName(session, t) }),
      confirmText: t("devices.signOut"),
      cancelText: t("common.cancel"),
    });
    if (!confirmed) return;
    await devices.signOutOne.mutateAsync(session.id);
    void toastMessage(t("devices.signedOut"), "success");
  };
  const signOutOthers = async () => {
    const confirmed = await Dialog.confirm({
      content: t("devices.signOutOthersConfirm"),
      confirmText: t("devices.signOut"),
      cancelText: t("common.cancel"),
    });
    if (!confirmed) return;
    const { revoked } = await devices.signOutOthers.mutateAsync();
    void toastMessage(t("devices.signedOutOthers", { count: revoked }), "success");
  };
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t("devices.intro")}</p>
      <LiveStatus
        state={live}
        labels={{
          live: t("devices.live"),
          connecting: t("devices.connecting"),
          reconnecting: t("devices.reconnecting"),
        }}
      />
      <List mode="card" aria-label={t("devices.title")}>
        {devices.rows.map((session) => (
          <List.Item
            key={session.id}
            data-testid="device"
            prefix={<Icon name={isHandheld(session) ? "smartphone" : "monitor"} size={26} />}
            description={
              <span className={styles.meta}>
                {session.device_model && <span>{session.device_model}</span>}
                {session.ip && <span>{t("devices.ip", { ip: session.place || session.ip })}</span>}
                <span>{t("devices.signedIn", { time: formatDateTime(session.created_at, locale) })}</span>
                <span className={session.current ? styles.now : undefined}>
                  {session.current
                    ? t("devices.activeNow")
                    : t("devices.lastActive", { time: formatDateTime(session.last_used_at, locale) })}
                </span>
              </span>
            }
            extra={
              session.current ? (
                <span className={styles.current}>{t("devices.thisDevice")}</span>
              ) : (
                <Button
                  size="small"
                  shape="rounded"
                  className={styles.signOut}
                  loading={devices.signOutOne.isPending && devices.signOutOne.variables === session.id}
                  onClick={() => void signOutOne(session).catch(shownAlready)}
                >
                  {t("devices.signOut")}
                </Button>
              )
            }
          >
            <span className={styles.name} data-testid="device-name">
              {deviceName(session, t)}
            </span>
          </List.Item>
        ))}
      </List>
      {others.length > 0 ? (
        <div className={styles.others}>
          <Button
            block
            size="large"
            shape="rounded"
            loading={devices.signOutOthers.isPending}
            onClick={() => void signOutOthers().catch(shownAlready)}
          >
            <span className={styles.othersLabel}>
              <Icon name="logOut" size={18} />
              {t("devices.signOutOthers")}
            </span>
          </Button>
        </div>
      ) : (
        <p className={styles.empty}>{t("devices.onlyThis")}</p>
      )}
    </div>
  );
}
