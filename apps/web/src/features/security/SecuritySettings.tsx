import type { SecondFactorInfo } from "@roster/contract";
import Button from "antd-mobile/es/components/button";
import List from "antd-mobile/es/components/list";
import { type ReactNode, type RefObject, useRef, useState } from "react";
import { APP_CONFIG } from "../../config";
import { currentLocale, registerTexts, useTranslation } from "../../i18n";
import { securityTexts } from "../../i18n/groups/security";
import { formatDateTime } from "../../lib/dates";
import { navigateTo } from "../../lib/navigation";
import { CallError, confirmDialog, toastMessage } from "../../lib/request";
import { useSession } from "../../store/use-session";
import { DEVICES_URL } from "../devices/links";
import { alertRefusal } from "../form/server-errors";
import { Icon } from "../layout/icons";
import { PageLoading } from "../layout/PageLoading";
import { newRecoveryCodes, removeFactor, startTotp } from "./api";
import { ReauthSheet } from "./ReauthSheet";
import { RecoveryCodes } from "./RecoveryCodes";
import styles from "./security.module.css";
import { type Enrolment, TotpSetup } from "./TotpSetup";
import { ReauthClosed, useRecentAuth } from "./use-recent-auth";
import { useSecondFactors } from "./use-second-factors";

registerTexts(securityTexts);

/** The profile's change-password sheet (ProfileSettings opens it from `?open=password`). */
const CHANGE_PASSWORD_URL = `${APP_CONFIG.profile.url}?open=password`;

/** What is being done: starting an authenticator, removing one (its id), or making recovery codes. */
type Busy = "add" | "codes" | { remove: string } | null;

/** Focus moves to `target` once the step it belongs to has rendered (a new step's first control). */
const focusSoon = (target: RefObject<HTMLElement | null>, selector?: string) =>
  requestAnimationFrame(() => {
    const element = selector ? target.current?.querySelector<HTMLElement>(selector) : target.current;
    element?.focus();
  });

/** A section of the page: a card list under its own heading (focusable, for the steps that end in it). */
function Section(props: {
  title: string;
  heading?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <section className={styles.section}>
      <List
        mode="card"
        header={
          <h2 ref={props.heading} tabIndex={-1} className={styles.sectionTitle}>
            {props.title}
          </h2>
        }
      >
        {props.children}
      </List>
    </section>
  );
}

/**
 * The Sign-in and security page: the password (the profile's change-password sheet), the authenticator
 * app (add: QR code, key and a code to confirm; or the active one, with remove), the recovery codes (how
 * many are left, make new ones, a new set shown once) and the trusted devices (the Devices page). A change
 * refused for want of a recent sign-in (91508) asks who it is again (ReauthSheet) and is made once more.
 */
export function SecuritySettings() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { user } = useSession();
  const hasPassword = user.has_password !== false;
  const second = useSecondFactors();
  const { withRecentAuth, sheet } = useRecentAuth();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const totpHeading = useRef<HTMLHeadingElement>(null);
  const recoveryHeading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLDivElement>(null);

  /**
   * Runs a one-tap change: its refusal is alerted (there is no form to say it in), a closed
   * re-authentication sheet is not (the person chose so). Resolves with the answer, or undefined.
   */
  const act = async <T,>(what: Busy, call: () => Promise<T>): Promise<T | undefined> => {
    setBusy(what);
    try {
      return await withRecentAuth(call);
    } catch (error) {
      if (!(error instanceof CallError)) throw error;
      if (!(error instanceof ReauthClosed)) alertRefusal(error);
      return undefined;
    } finally {
      setBusy(null);
    }
  };

  if (second.isPending) return <PageLoading />;
  if (second.isError) {
    return (
      <p className={styles.empty} role="alert">
        {t("security.loadFailed")}
        <button type="button" className={styles.retry} onClick={second.retry}>
          {t("security.retry")}
        </button>
      </p>
    );
  }

  const factor = second.factors[0];
  const factorName = (f: SecondFactorInfo) => f.name || t("security.totp.defaultName");

  const add = async () => {
    const started = await act("add", startTotp);
    if (started) setEnrolment(started);
    // Another device may have added one meanwhile (91505): show what there is.
    else void second.refresh();
  };
  const cancelSetup = () => {
    setEnrolment(null);
    focusSoon(addButton, "button");
  };
  const confirmed = async (recoveryCodes: string[] | undefined) => {
    // The list above is read again first: the codes then scroll into a page that no longer moves.
    await second.refresh();
    setEnrolment(null);
    void toastMessage(t("security.totp.added"), "success");
    if (recoveryCodes?.length) setCodes(recoveryCodes);
    else focusSoon(totpHeading);
  };
  const remove = async (f: SecondFactorInfo) => {
    const ok = await confirmDialog({
      content: t("security.totp.removeConfirm", { name: factorName(f) }),
      confirmText: t("security.totp.remove"),
      cancelText: t("common.cancel"),
    });
    if (!ok) return;
    const removed = await act({ remove: f.id }, () => removeFactor(f.id));
    await second.refresh();
    if (!removed) return;
    setCodes(null);
    void toastMessage(t("security.totp.removed"), "success");
    focusSoon(totpHeading);
  };
  const makeCodes = async () => {
    const ok = await confirmDialog({
      content: t("security.recovery.makeConfirm"),
      confirmText: t("security.recovery.make"),
      cancelText: t("common.cancel"),
    });
    if (!ok) return;
    const made = await act("codes", newRecoveryCodes);
    await second.refresh();
    if (made) setCodes(made.codes);
  };
  const codesSaved = () => {
    setCodes(null);
    focusSoon(recoveryHeading);
  };

  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t("security.intro")}</p>

      <Section title={t("security.password.section")}>
        <List.Item
          prefix={<Icon name="lock" />}
          description={hasPassword ? undefined : t("security.password.none")}
          onClick={() => navigateTo(CHANGE_PASSWORD_URL)}
        >
          {t(hasPassword ? "profile.changePassword" : "profile.setPassword")}
        </List.Item>
      </Section>

      {enrolment ? (
        <section className={styles.section}>
          <h2 ref={totpHeading} tabIndex={-1} className={`${styles.sectionTitle} ${styles.bareTitle}`}>
            {t("security.totp.section")}
          </h2>
          <TotpSetup
            enrolment={enrolment}
            withRecentAuth={withRecentAuth}
            onDone={confirmed}
            onCancel={cancelSetup}
          />
        </section>
      ) : (
        <>
          <Section title={t("security.totp.section")} heading={totpHeading}>
            {second.factors.map((f) => (
              <List.Item
                key={f.id}
                data-testid="second-factor"
                prefix={<Icon name="smartphone" size={26} />}
                description={
                  <span className={styles.meta}>
                    <span>{t("security.totp.addedAt", { time: formatDateTime(f.createdAt, locale) })}</span>
                    <span>
                      {f.lastUsedAt === null
                        ? t("security.totp.neverUsed")
                        : t("security.totp.lastUsed", { time: formatDateTime(f.lastUsedAt, locale) })}
                    </span>
                  </span>
                }
                extra={
                  <Button
                    size="small"
                    shape="rounded"
                    className={styles.remove}
                    loading={typeof busy === "object" && busy?.remove === f.id}
                    onClick={() => void remove(f)}
                  >
                    {t("security.totp.remove")}
                  </Button>
                }
              >
                <span className={styles.name}>{factorName(f)}</span>
              </List.Item>
            ))}
            {!factor && (
              <List.Item prefix={<Icon name="smartphone" size={26} />} description={t("security.totp.intro")}>
                <span className={styles.name}>{t("security.totp.off")}</span>
              </List.Item>
            )}
          </Section>
          {!factor && (
            <div ref={addButton} className={styles.action}>
              <Button
                block
                size="large"
                shape="rounded"
                color="primary"
                loading={busy === "add"}
                onClick={() => void add()}
              >
                {t("security.totp.add")}
              </Button>
            </div>
          )}
        </>
      )}

      {codes ? (
        <section className={styles.section}>
          <h2 ref={recoveryHeading} tabIndex={-1} className={`${styles.sectionTitle} ${styles.bareTitle}`}>
            {t("security.recovery.section")}
          </h2>
          <RecoveryCodes codes={codes} onDone={codesSaved} />
        </section>
      ) : (
        <>
          <Section title={t("security.recovery.section")} heading={recoveryHeading}>
            <List.Item
              prefix={<Icon name="shield" />}
              description={
                factor
                  ? second.recoveryCodesLeft > 0
                    ? t("security.recovery.intro")
                    : t("security.recovery.noneLeft")
                  : t("security.recovery.withFirstApp")
              }
            >
              <span className={styles.name} data-testid="recovery-left">
                {t("security.recovery.left", { count: second.recoveryCodesLeft })}
              </span>
            </List.Item>
          </Section>
          {factor && (
            <div className={styles.action}>
              <Button
                block
                size="large"
                shape="rounded"
                className={styles.secondary}
                loading={busy === "codes"}
                onClick={() => void makeCodes()}
              >
                {t("security.recovery.make")}
              </Button>
            </div>
          )}
        </>
      )}

      <Section title={t("security.devices.section")}>
        <List.Item
          prefix={<Icon name="monitor" />}
          description={t("security.devices.hint")}
          onClick={() => navigateTo(DEVICES_URL)}
        >
          {t("security.devices.entry")}
        </List.Item>
      </Section>

      <ReauthSheet {...sheet} hasFactor={second.factors.length > 0} />
    </div>
  );
}
