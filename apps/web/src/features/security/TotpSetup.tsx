import * as ERROR_CODES from "@roster/contract/errors/codes";
import Button from "antd-mobile/es/components/button";
import { useEffect, useId, useRef } from "react";
import { currentLocale, useTranslation } from "../../i18n";
import { copyText } from "../../lib/clipboard";
import { toastMessage } from "../../lib/request";
import { FormMessage } from "../form/FormMessage";
import { SubmitButton } from "../form/SubmitButton";
import { withInlineErrors } from "../form/server-errors";
import { TextField } from "../form/TextField";
import { useForm } from "../form/use-form";
import { useSubmit } from "../form/use-submit";
import { finishTotp } from "./api";
import { groupedSecret, totpCodeCheck, totpDigits } from "./checks";
import { QrCode } from "./QrCode";
import styles from "./security.module.css";
import type { useRecentAuth } from "./use-recent-auth";

/** An authenticator waiting to be confirmed: what `beginTotp` answered. */
export interface Enrolment {
  factorId: string;
  secret: string;
  uri: string;
}

/** A wrong code, under the code field; a spent enrolment (91506) is the form's (Cancel, then add again). */
const REFUSALS = { [ERROR_CODES.secondFactorWrong]: "code" };

/**
 * Adding an authenticator app, once `beginTotp` answered: its QR code (drawn here from the `otpauth://`
 * URI), a link that opens it in an app of this device, the key as text in groups of four with a copy
 * button, and the code field that confirms it (`confirmTotp`). Keyboard focus starts on the code field.
 */
export function TotpSetup(props: {
  enrolment: Enrolment;
  withRecentAuth: ReturnType<typeof useRecentAuth>["withRecentAuth"];
  /** Runs while the button still spins (the page reads the factors again). */
  onDone: (recoveryCodes: string[] | undefined) => Promise<void> | void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  const label = t("security.setup.codeLabel");
  const form = useForm({ code: totpCodeCheck(locale, label, t("security.setup.codeFormat")) });
  useEffect(() => {
    section.current?.scrollIntoView?.({ block: "start", behavior: "smooth" });
    section.current?.querySelector("input")?.focus({ preventScroll: true });
  }, []);
  const { submit, pending } = useSubmit(form.validate, async ({ code }) => {
    const { factorId } = props.enrolment;
    const result = await withInlineErrors(
      props.withRecentAuth(() => finishTotp(factorId, totpDigits(code))),
      form.refusals({ codes: REFUSALS }),
    );
    await props.onDone(result.recoveryCodes);
  });
  const copyKey = async () => {
    const copied = await copyText(props.enrolment.secret);
    void toastMessage(t(copied ? "security.copied" : "security.copyFailed"), copied ? "success" : "fail");
  };
  return (
    <section ref={section} className={styles.panel} aria-labelledby={titleId} data-testid="totp-setup">
      <h3 id={titleId} className={styles.panelTitle}>
        {t("security.setup.title")}
      </h3>
      <p className={styles.step}>{t("security.setup.scan")}</p>
      <div className={styles.qr}>
        <QrCode value={props.enrolment.uri} label={t("security.setup.qrLabel")} />
      </div>
      <a className={`${styles.linkButton} ${styles.openApp}`} href={props.enrolment.uri}>
        {t("security.setup.openApp")}
      </a>
      <p className={styles.step}>{t("security.setup.key")}</p>
      <div className={styles.secretRow}>
        <code className={styles.secret} data-testid="totp-secret">
          {groupedSecret(props.enrolment.secret)}
        </code>
        <Button size="small" shape="rounded" onClick={() => void copyKey()}>
          {t("security.setup.copyKey")}
        </Button>
      </div>
      <form className={styles.setupForm} onSubmit={(e) => e.preventDefault()} noValidate>
        <p className={styles.step}>{t("security.setup.code")}</p>
        <TextField
          {...form.field("code")}
          label={label}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          onEnterPress={submit}
        />
        <FormMessage message={form.formError} />
        <SubmitButton pending={pending} onClick={submit}>
          {t("security.setup.confirm")}
        </SubmitButton>
        <button type="button" className={`${styles.linkButton} ${styles.cancel}`} onClick={props.onCancel}>
          {t("common.cancel")}
        </button>
      </form>
    </section>
  );
}
