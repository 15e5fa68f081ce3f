import type { Locale } from "@roster/contract";
import * as ERROR_CODES from "@roster/contract/errors/codes";
import { loginBySecondFactor } from "@roster/contract/routes";
import { useEffect, useRef, useState } from "react";
import { currentLocale, registerTexts, type TFunction, useTranslation } from "../../i18n";
import { secondStepTexts } from "../../i18n/groups/second-step";
import { signInRefusalTexts } from "../../i18n/groups/sign-in-refusal";
import { formatDateTime } from "../../lib/dates";
import { type CallError, callRoute } from "../../lib/request";
import codeStyles from "../codes/codes.module.css";
import { FormMessage } from "../form/FormMessage";
import { SubmitButton } from "../form/SubmitButton";
import { withInlineErrors } from "../form/server-errors";
import { TextField } from "../form/TextField";
import { useForm } from "../form/use-form";
import { useSubmit } from "../form/use-submit";
import { requiredCheck } from "../form/validation";
import styles from "./auth.module.css";
import type { PendingStep } from "./second-step";

registerTexts(secondStepTexts);
registerTexts(signInRefusalTexts);

type Factor = "totp" | "recoveryCode";

/** Refusals of a code that belong under the code field; the rest (a spent ticket) are the form's. */
const CODE_REFUSALS = {
  [ERROR_CODES.secondFactorWrong]: "code",
  [ERROR_CODES.secondFactorLocked]: "code",
  [ERROR_CODES.secondFactorUnavailable]: "code",
};

/**
 * The message of a refused code or password, with what a person needs next: the tries left (on this
 * sign-in, or before the lock) and until when a lock lasts, in the viewer's time zone.
 */
export function describeFactorRefusal(error: CallError, t: TFunction, locale: Locale): string | undefined {
  const body = error.body ?? {};
  if (typeof body.triesLeft === "number")
    return t("secondStep.triesLeft", { msg: error.msg, count: body.triesLeft });
  if (typeof body.lockedUntil === "number")
    return t("signInRefusal.lockedUntil", { msg: error.msg, time: formatDateTime(body.lockedUntil, locale) });
  return undefined;
}

/**
 * The second step of a sign-in whose account has a second factor: a code of its authenticator app, or one
 * of its recovery codes; `loginBySecondFactor` with the first step's ticket makes the session (the request
 * layer keeps its token), then `onDone` runs as after a one-step sign-in. `onCancel` goes back to the form.
 */
export function SecondStepForm(props: { step: PendingStep; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const hasTotp = props.step.factors.includes("totp");
  const [factor, setFactor] = useState<Factor>(hasTotp ? "totp" : "recoveryCode");
  const label = t(factor === "totp" ? "secondStep.totpLabel" : "secondStep.recoveryLabel");
  const form = useForm({ code: requiredCheck(locale, label) });
  const heading = useRef<HTMLHeadingElement>(null);
  // The new step is announced and keyboard focus starts on it, not on the gone password field.
  useEffect(() => heading.current?.focus(), []);
  const describe = (error: CallError) => describeFactorRefusal(error, t, locale);
  const { submit, pending } = useSubmit(form.validate, async (values) => {
    await withInlineErrors(
      callRoute(
        loginBySecondFactor,
        { mfaTicket: props.step.ticket, factor, code: values.code.trim() },
        { title: t("secondStep.submit"), needAlert: false },
      ),
      form.refusals({ codes: CODE_REFUSALS, describe }),
    );
    props.onDone();
  });
  const other: Factor = factor === "totp" ? "recoveryCode" : "totp";
  const canSwitch = props.step.factors.includes(other);
  return (
    <form
      className={styles.form}
      onSubmit={(e) => e.preventDefault()}
      noValidate
      aria-labelledby="second-step"
    >
      <h2 id="second-step" className={styles.signUpTitle} ref={heading} tabIndex={-1}>
        {t("secondStep.title")}
      </h2>
      <p className={codeStyles.hint}>
        {t(factor === "totp" ? "secondStep.totpHint" : "secondStep.recoveryHint")}
      </p>
      <TextField
        key={factor}
        {...form.field("code")}
        label={label}
        inputMode={factor === "totp" ? "numeric" : "text"}
        autoComplete="one-time-code"
        maxLength={factor === "totp" ? 6 : 24}
        onEnterPress={submit}
      />
      <FormMessage message={form.formError} />
      <SubmitButton pending={pending} onClick={submit}>
        {t("secondStep.submit")}
      </SubmitButton>
      {canSwitch && (
        <button
          type="button"
          className={codeStyles.extrasToggle}
          onClick={() => {
            setFactor(other);
            form.reset();
          }}
        >
          {t(other === "recoveryCode" ? "secondStep.useRecovery" : "secondStep.useTotp")}
        </button>
      )}
      <button type="button" className={codeStyles.extrasToggle} onClick={props.onCancel}>
        {t("secondStep.back")}
      </button>
    </form>
  );
}
