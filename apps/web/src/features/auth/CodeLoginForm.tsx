import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { currentLocale, registerTexts, useTranslation } from "../../i18n";
import { codeTexts } from "../../i18n/groups/codes";
import { CallError, toastMessage } from "../../lib/request";
import type { Channel } from "../codes/api";
import { CodeField } from "../codes/CodeField";
import styles from "../codes/codes.module.css";
import { RecipientField } from "../codes/RecipientField";
import { CODE_REFUSALS, RECIPIENT_NAMES } from "../codes/refusal-fields";
import { useCodeSender } from "../codes/use-code-sender";
import { codeCheck, recipientCheck } from "../codes/validation";
import { FormMessage } from "../form/FormMessage";
import { SubmitButton } from "../form/SubmitButton";
import { showRefusal } from "../form/server-errors";
import { useForm } from "../form/use-form";
import { useSubmit } from "../form/use-submit";
import { goAfterLogin } from "./after-login";
import authStyles from "./auth.module.css";
import { NO_ACCOUNT_CODES, signInByCode } from "./code-api";
import { useSecondStep } from "./SecondStep";

registerTexts(codeTexts);

// The sign-up step loads only when a code proves a mobile or address that has no account.
const CodeSignUpForm = lazy(() =>
  import("./CodeSignUpForm").then((module) => ({ default: module.CodeSignUpForm })),
);

/** A verified recipient without an account, and the server's ticket that stands for it. */
interface SignUp {
  recipient: string;
  ticket: string;
}

/**
 * Sign in with a mobile (SMS) or e-mail code. A mobile or address that has no account is never signed up
 * silently: after the code, the form asks whether to create one, with a username and the terms. Afterwards
 * the user goes where they wanted, as after a password sign-in (or `onDone` runs, for a page that stays).
 */
export function CodeLoginForm({ channel, onDone }: { channel: Channel; onDone?: () => void }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const locale = currentLocale();
  const [signUp, setSignUp] = useState<SignUp>();
  const isMobile = channel === "mobile";
  const recipientLabel = t(isMobile ? "codeLogin.mobile" : "codeLogin.email");
  const form = useForm({
    recipient: recipientCheck(channel)(locale, recipientLabel),
    code: codeCheck(locale, t("codeField.label")),
  });
  const second = useSecondStep(form.reset);

  const sender = useCodeSender({
    channel,
    purpose: "login",
    recipient: () => form.checkField("recipient"),
    refused: (message) => form.showError("recipient", message),
  });
  const { submit, pending } = useSubmit(form.validate, async (values) => {
    const recipient = values.recipient.trim();
    try {
      await signInByCode(channel, { recipient, code: values.code.trim() });
    } catch (error) {
      if (second.caught(error)) return;
      const ticket = error instanceof CallError ? error.body?.registerTicket : undefined;
      if (error instanceof CallError && NO_ACCOUNT_CODES.has(error.code) && typeof ticket === "string") {
        setSignUp({ recipient, ticket });
        return;
      }
      // A wrong or expired code under the code, a refused number under it, anything else in the form.
      showRefusal(error, form.refusals({ codes: CODE_REFUSALS, names: RECIPIENT_NAMES }));
      throw error;
    }
    finish();
  });
  const finish = () => {
    void toastMessage(t("login.signedIn"), "success");
    if (onDone) onDone();
    else goAfterLogin(params.get("uniIdRedirectUrl"));
  };
  const secondStep = second.view(finish);
  if (secondStep) return secondStep;
  if (signUp) {
    return (
      <Suspense fallback={null}>
        <CodeSignUpForm
          channel={channel}
          recipient={signUp.recipient}
          ticket={signUp.ticket}
          onDone={onDone}
          onCancel={() => {
            setSignUp(undefined);
            form.reset();
          }}
        />
      </Suspense>
    );
  }
  return (
    <form className={authStyles.form} onSubmit={(e) => e.preventDefault()} noValidate>
      <p className={styles.hint}>{t(isMobile ? "codeLogin.smsHint" : "codeLogin.emailHint")}</p>
      <RecipientField
        {...form.field("recipient")}
        channel={channel}
        label={recipientLabel}
        placeholder={t(isMobile ? "codeLogin.mobilePlaceholder" : "codeLogin.emailPlaceholder")}
      />
      <CodeField {...form.field("code")} sender={sender} onEnterPress={submit} />
      <FormMessage message={form.formError} />
      <SubmitButton pending={pending} onClick={submit}>
        {t("codeLogin.submit")}
      </SubmitButton>
    </form>
  );
}
