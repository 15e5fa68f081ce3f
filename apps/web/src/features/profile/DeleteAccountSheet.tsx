import * as ERROR_CODES from "@roster/contract/errors/codes";
import Button, { type ButtonRef } from "antd-mobile/es/components/button";
import { useEffect, useRef, useState } from "react";
import { APP_CONFIG } from "../../config";
import { currentLocale, registerTexts, useTranslation } from "../../i18n";
import { accountDeletionTexts } from "../../i18n/groups/account-deletion";
import { redirectTo } from "../../lib/navigation";
import { clearSession } from "../../lib/session";
import { useLifeData } from "../../store/life-data";
import authStyles from "../auth/auth.module.css";
import { describeSignInRefusal } from "../auth/sign-in-errors";
import type { Channel } from "../codes/api";
import { CodeField } from "../codes/CodeField";
import { maskRecipient } from "../codes/mask-recipient";
import { CODE_REFUSALS } from "../codes/refusal-fields";
import { useCodeSender } from "../codes/use-code-sender";
import { codeCheck } from "../codes/validation";
import { FormMessage } from "../form/FormMessage";
import { PasswordField } from "../form/PasswordField";
import { SubmitButton } from "../form/SubmitButton";
import { withInlineErrors } from "../form/server-errors";
import { useForm } from "../form/use-form";
import { useSubmit } from "../form/use-submit";
import { requiredCheck } from "../form/validation";
import { ModalSheet } from "../layout/ModalSheet";
import { deleteMyAccount } from "./api";
import styles from "./delete-account.module.css";

registerTexts(accountDeletionTexts);

/** The login page's notice after a deletion (`?notice=accountDeleted`). */
export const ACCOUNT_DELETED_NOTICE = "accountDeleted";

/** Refusals shown under a field: wrong or missing password (and the lock), wrong or missing code. */
const FIELD_OF_CODE: Record<number, string> = {
  [ERROR_CODES.passwordError]: "password",
  [ERROR_CODES.passwordErrorExceedLimit]: "password",
  [ERROR_CODES.deletePasswordRequired]: "password",
  [ERROR_CODES.deleteCodeRequired]: "code",
  ...CODE_REFUSALS,
};

/** What is deleted and what is kept, in plain words (the list the server's erasure follows). */
const DELETED = [
  "deletedProfile",
  "deletedFiles",
  "deletedDocuments",
  "deletedLinks",
  "deletedSessions",
  "deletedInvites",
  "deletedOther",
] as const;

/**
 * The delete-account sheet: explains what is deleted and kept, asks for the current password (or, for an
 * account without one, sends a `delete-account` code to its confirmed mobile or e-mail and asks for it),
 * asks a last confirmation in the sheet, shows refusals under the field, then forgets the session here and
 * opens the login page with a notice that the account was deleted.
 */
export function DeleteAccountSheet({
  visible,
  onClose,
  hasPassword,
  onSetPassword,
}: {
  visible: boolean;
  onClose: () => void;
  hasPassword: boolean;
  /** Opens the set-password sheet (for an account with no way to prove itself yet). */
  onSetPassword: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ModalSheet visible={visible} onClose={onClose} title={t("deleteAccount.title")} destroyOnClose>
      <p className={styles.intro}>{t("deleteAccount.intro")}</p>
      <h3 className={styles.heading}>{t("deleteAccount.deletedTitle")}</h3>
      <ul className={styles.list}>
        {DELETED.map((key) => (
          <li key={key}>{t(`deleteAccount.${key}`)}</li>
        ))}
      </ul>
      <h3 className={styles.heading}>{t("deleteAccount.keptTitle")}</h3>
      <ul className={styles.list}>
        <li>{t("deleteAccount.keptLogs")}</li>
      </ul>
      <p className={styles.note}>{t("deleteAccount.keptFree")}</p>
      <ProofForm hasPassword={hasPassword} onSetPassword={onSetPassword} />
    </ModalSheet>
  );
}

/** The confirmed mobile (preferred) or e-mail a code can go to, if any. */
function useCodeRecipient(): { channel: Channel; recipient: string } | undefined {
  const user = useLifeData((s) => s.$user.userInfo);
  if (user?.mobile && user.mobile_confirmed === 1) return { channel: "mobile", recipient: user.mobile };
  if (user?.email && user.email_confirmed === 1) return { channel: "email", recipient: user.email };
  return undefined;
}

function ProofForm({ hasPassword, onSetPassword }: { hasPassword: boolean; onSetPassword: () => void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const target = useCodeRecipient();
  const byCode = !hasPassword && target !== undefined;
  const form = useForm({
    password: (value) => (hasPassword ? requiredCheck(locale, t("password.old"))(value) : undefined),
    code: (value) => (byCode ? codeCheck(locale, t("codeField.label"))(value) : undefined),
  });
  const sender = useCodeSender({
    channel: target?.channel ?? "mobile",
    purpose: "delete-account",
    recipient: () => target?.recipient,
    refused: (message) => form.showError("code", message),
  });
  // The last confirmation is a step of this sheet (not a second dialog over it): focus and Esc stay here.
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const cancelRef = useRef<ButtonRef>(null);
  useEffect(() => {
    if (!confirming) return;
    // After the key event that asked has ended: the Enter that asked must not press Cancel too.
    const timer = setTimeout(() => cancelRef.current?.nativeElement?.focus(), 0);
    return () => clearTimeout(timer);
  }, [confirming]);
  const ask = useSubmit(form.validate, async () => setConfirming(true));
  const erase = useSubmit(form.validate, async ({ password, code }) => {
    const proof = hasPassword ? { password } : { code: code.trim() };
    try {
      await withInlineErrors(
        deleteMyAccount(proof, { needAlert: false }),
        form.refusals({
          codes: FIELD_OF_CODE,
          // A wrong password says how many tries remain before the lock, as at sign-in.
          describe: (refusal) => describeSignInRefusal(refusal, t, locale),
        }),
      );
    } catch (error) {
      // Back to the field, where the refusal is shown.
      setConfirming(false);
      requestAnimationFrame(() => formRef.current?.querySelector("input")?.focus());
      throw error;
    }
    clearSession();
    redirectTo(`${APP_CONFIG.login.url}?notice=${ACCOUNT_DELETED_NOTICE}`);
  });

  if (!hasPassword && !target) {
    return (
      <div className={styles.proof}>
        <p className={styles.hint}>{t("deleteAccount.noProof")}</p>
        <SubmitButton pending={false} onClick={onSetPassword}>
          {t("deleteAccount.setPassword")}
        </SubmitButton>
      </div>
    );
  }
  return (
    <form
      ref={formRef}
      className={`${authStyles.form} ${styles.proof}`}
      onSubmit={(e) => e.preventDefault()}
      noValidate
    >
      {hasPassword ? (
        <>
          <p className={styles.hint}>{t("deleteAccount.passwordHint")}</p>
          <PasswordField
            {...form.field("password")}
            label={t("password.old")}
            placeholder={t("deleteAccount.passwordPlaceholder")}
            autoComplete="current-password"
            onEnterPress={ask.submit}
          />
        </>
      ) : (
        <>
          <p className={styles.hint}>
            {t("deleteAccount.codeHint", { to: maskRecipient(target!.channel, target!.recipient) })}
          </p>
          <CodeField {...form.field("code")} sender={sender} onEnterPress={ask.submit} />
        </>
      )}
      <FormMessage message={form.formError} />
      {confirming ? (
        <fieldset className={styles.confirm}>
          <legend className={styles.question}>{t("deleteAccount.confirmTitle")}</legend>
          <p className={styles.warning}>{t("deleteAccount.confirmText")}</p>
          <div className={styles.actions}>
            <SubmitButton pending={erase.pending} onClick={erase.submit} danger>
              {t("deleteAccount.confirm")}
            </SubmitButton>
          </div>
          <Button
            ref={cancelRef}
            block
            size="large"
            shape="rounded"
            className={styles.cancel}
            onClick={() => setConfirming(false)}
            disabled={erase.pending}
          >
            {t("common.cancel")}
          </Button>
        </fieldset>
      ) : (
        <div className={styles.actions}>
          <SubmitButton pending={false} onClick={ask.submit} danger>
            {t("deleteAccount.submit")}
          </SubmitButton>
        </div>
      )}
    </form>
  );
}
