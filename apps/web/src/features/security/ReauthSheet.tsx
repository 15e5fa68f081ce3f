import * as ERROR_CODES from "@roster/contract/errors/codes";
import Button from "antd-mobile/es/components/button";
import { useEffect, useRef, useState } from "react";
import { currentLocale, registerTexts, useTranslation } from "../../i18n";
import { securityTexts } from "../../i18n/groups/security";
import { signInRefusalTexts } from "../../i18n/groups/sign-in-refusal";
import type { CallError } from "../../lib/request";
import { useSession } from "../../store/use-session";
import { describeFactorRefusal } from "../auth/SecondStepForm";
import { signOut } from "../auth/sign-out";
import { FormMessage } from "../form/FormMessage";
import { PasswordField } from "../form/PasswordField";
import { SubmitButton } from "../form/SubmitButton";
import { withInlineErrors } from "../form/server-errors";
import { TextField } from "../form/TextField";
import { useForm } from "../form/use-form";
import { useSubmit } from "../form/use-submit";
import { requiredCheck } from "../form/validation";
import { ModalSheet } from "../layout/ModalSheet";
import { proveItIsMe } from "./api";
import { totpCodeCheck, totpDigits } from "./checks";
import styles from "./security.module.css";
import type { ReauthSheetState } from "./use-recent-auth";

registerTexts(securityTexts);
registerTexts(signInRefusalTexts);

/** How a person proves again who they are. */
type Method = "password" | "totp" | "recoveryCode";

/** The field each refusal of `reauthenticate` concerns; a missing proof (91509) is the form's. */
const REFUSALS: Readonly<Record<number, string>> = {
  [ERROR_CODES.passwordError]: "password",
  [ERROR_CODES.passwordErrorExceedLimit]: "password",
  [ERROR_CODES.secondFactorWrong]: "code",
  [ERROR_CODES.secondFactorLocked]: "code",
  [ERROR_CODES.secondFactorUnavailable]: "code",
};

const SWITCH_LABEL: Readonly<Record<Method, string>> = {
  password: "security.reauth.usePassword",
  totp: "security.reauth.useTotp",
  recoveryCode: "security.reauth.useRecoveryCode",
};

/**
 * The re-authentication sheet of {@link useRecentAuth}: the account's password, or (`hasFactor`) a code
 * of its authenticator app or one of its recovery codes, checked by `reauthenticate`; refusals under the
 * field (with the tries left, or until when it is locked). An account with neither a password nor a
 * factor is told to sign out and in again (a fresh sign-in is a recent proof).
 */
export function ReauthSheet({
  visible,
  onDone,
  onCancel,
  hasFactor,
}: ReauthSheetState & { hasFactor: boolean }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { user } = useSession();
  const methods: Method[] = [
    ...(user.has_password !== false ? (["password"] as const) : []),
    ...(hasFactor ? (["totp", "recoveryCode"] as const) : []),
  ];
  const first = methods[0];
  const [method, setMethod] = useState<Method | undefined>(first);
  const label = method ? t(`security.reauth.${method}`) : "";
  const form = useForm({
    password: (value) => (method === "password" ? requiredCheck(locale, label)(value) : undefined),
    code: (value) =>
      method === "totp"
        ? totpCodeCheck(locale, label, t("security.setup.codeFormat"))(value)
        : method === "recoveryCode"
          ? requiredCheck(locale, label)(value)
          : undefined,
  });
  const fields = useRef<HTMLDivElement>(null);
  // Each opening starts afresh, with the first way the account has.
  const { reset } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: on opening only
  useEffect(() => {
    if (!visible) return;
    reset();
    setMethod(first);
  }, [visible]);
  const switchTo = (next: Method) => {
    setMethod(next);
    form.reset();
    // The new field is the step's first: keyboard focus moves to it (after it renders).
    requestAnimationFrame(() => fields.current?.querySelector("input")?.focus());
  };
  const describe = (error: CallError) => describeFactorRefusal(error, t, locale);
  const { submit, pending } = useSubmit(form.validate, async (values) => {
    if (!method) return;
    const proof =
      method === "password"
        ? { password: values.password }
        : { factor: method, code: method === "totp" ? totpDigits(values.code) : values.code.trim() };
    await withInlineErrors(proveItIsMe(proof), form.refusals({ codes: REFUSALS, describe }));
    form.reset();
    onDone();
  });
  return (
    <ModalSheet visible={visible} onClose={onCancel} title={t("security.reauth.title")}>
      {method ? (
        <form className={styles.sheetForm} onSubmit={(e) => e.preventDefault()} noValidate>
          <p className={styles.sheetIntro}>{t("security.reauth.intro")}</p>
          <div ref={fields}>
            {method === "password" ? (
              <PasswordField
                {...form.field("password")}
                label={label}
                autoComplete="current-password"
                onEnterPress={submit}
              />
            ) : (
              <TextField
                key={method}
                {...form.field("code")}
                label={label}
                inputMode={method === "totp" ? "numeric" : "text"}
                autoComplete="one-time-code"
                maxLength={method === "totp" ? 7 : 24}
                onEnterPress={submit}
              />
            )}
          </div>
          <FormMessage message={form.formError} />
          <SubmitButton pending={pending} onClick={submit}>
            {t("security.reauth.submit")}
          </SubmitButton>
          <div className={styles.switches}>
            {methods
              .filter((m) => m !== method)
              .map((m) => (
                <button key={m} type="button" className={styles.linkButton} onClick={() => switchTo(m)}>
                  {t(SWITCH_LABEL[m])}
                </button>
              ))}
          </div>
        </form>
      ) : (
        <div className={styles.sheetForm}>
          <p className={styles.sheetIntro} role="alert">
            {t("security.reauth.signInAgain")}
          </p>
          <Button block size="large" shape="rounded" color="primary" onClick={() => void signOut()}>
            {t("security.reauth.signOut")}
          </Button>
        </div>
      )}
    </ModalSheet>
  );
}
