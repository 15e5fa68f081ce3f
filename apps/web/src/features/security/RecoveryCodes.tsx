import Button from "antd-mobile/es/components/button";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { currentLocale, useTranslation } from "../../i18n";
import { copyText } from "../../lib/clipboard";
import { formatDateTime } from "../../lib/dates";
import { toastMessage } from "../../lib/request";
import { RECOVERY_CODES_FILE, recoveryCodesFile } from "./checks";
import styles from "./security.module.css";

/**
 * A new set of recovery codes, shown this once (after the first authenticator app, or "make new codes"):
 * the ten codes in a monospace list, Copy, Download (a text file made here, never sent anywhere), and
 * "I have saved them", which hides them. Keyboard focus and the screen reader start on its title.
 */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new set is announced
  useEffect(() => {
    title.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView?.({ block: "start", behavior: "smooth" });
  }, [codes]);
  const text = useMemo(
    () =>
      recoveryCodesFile(
        t("security.recovery.fileHeading", { date: formatDateTime(Date.now(), locale) }),
        codes,
      ),
    [codes, t, locale],
  );
  // The download's file, made here (never sent anywhere) and let go when the codes are hidden.
  const [href, setHref] = useState<string>();
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [text]);
  const copy = async () => {
    const copied = await copyText(codes.join("\n"));
    void toastMessage(t(copied ? "security.copied" : "security.copyFailed"), copied ? "success" : "fail");
  };
  return (
    <section
      ref={panel}
      className={`${styles.panel} ${styles.codesPanel}`}
      aria-labelledby={titleId}
      data-testid="recovery-codes"
    >
      <h3 id={titleId} ref={title} tabIndex={-1} className={styles.panelTitle}>
        {t("security.recovery.shownTitle")}
      </h3>
      <p className={styles.once}>{t("security.recovery.shownOnce")}</p>
      <ol className={styles.codes} aria-label={t("security.recovery.listLabel")}>
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <div className={styles.codeActions}>
        <Button shape="rounded" onClick={() => void copy()}>
          {t("security.recovery.copy")}
        </Button>
        <a
          className={styles.download}
          href={href}
          download={RECOVERY_CODES_FILE}
          data-testid="recovery-download"
        >
          {t("security.recovery.download")}
        </a>
      </div>
      <Button block shape="rounded" color="primary" className={styles.done} onClick={onDone}>
        {t("security.recovery.done")}
      </Button>
    </section>
  );
}
