import * as ERROR_CODES from "@roster/contract/errors/codes";
import { currentLocale, useTranslation } from "../../i18n";
import authStyles from "../auth/auth.module.css";
import { CodeField } from "../codes/CodeField";
import { RecipientField } from "../codes/RecipientField";
import { CODE_REFUSALS, RECIPIENT_NAMES } from "../codes/refusal-fields";
import { useCodeSender } from "../codes/use-code-sender";
import { codeCheck, recipientCheck } from "../codes/validation";
import { FormMessage } from "../form/FormMessage";
import { SubmitButton } from "../form/SubmitButton";
import { withInlineErrors } from "../form/server-errors";
import { useForm } from "../form/use-form";
import { useSubmit } from "../form/use-submit";
import { linkByMobile } from "./api";
import styles from "./social.module.css";

/**
 * The server found an account with the mobile of a new social identity and created nothing: the user
 * proves the number with an SMS `login` code, then `user/pub/linkSocialByMobile` links the identity to
 * that account and signs in. `mobile` is the masked number the server named.
 */
export function LinkByMobileForm(props: {
  providerName: string;
  ticket: string;
  mobile: string;
  onSignedIn: () => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const form = useForm({
    recipient: recipientCheck("mobile")(locale, t("codeLogin.mobile")),
    code: codeCheck(locale, t("codeField.label")),
  });
  const sender = useCodeSender({
    channel: "mobile",
    purpose: "login",
    recipient: () => form.checkField("recipient"),
    refused: (message) => form.showError("recipient", message),
  });
  const { submit, pending } = useSubmit(form.validate, async (values) => {
    const input = { ticket: props.ticket, mobile: values.recipient.trim(), code: values.code.trim() };
    // A wrong code under the code, a number other than the account's under the number, an expired ticket
    // in the form.
    await withInlineErrors(
      linkByMobile(input),
      // socialLinkMobileMismatch: not the number of the account to link.
      form.refusals({
        codes: { ...CODE_REFUSALS, [ERROR_CODES.socialLinkMobileMismatch]: "recipient" },
        names: RECIPIENT_NAMES,
      }),
    );
    props.onSignedIn();
  });
  return (
    <form className={authStyles.form} onSubmit={(e) => e.preventDefault()} noValidate>
      <h2 className={styles.subtitle}>{t("social.proof.title")}</h2>
      <p className={styles.hint}>
        {t("social.proof.hint", { provider: props.providerName, mobile: props.mobile })}
      </p>
      <RecipientField
        {...form.field("recipient")}
        channel="mobile"
        label={t("codeLogin.mobile")}
        placeholder={t("codeLogin.mobilePlaceholder")}
      />
      <CodeField {...form.field("code")} sender={sender} onEnterPress={submit} />
      <FormMessage message={form.formError} />
      <SubmitButton pending={pending} onClick={submit}>
        {t("social.proof.submit")}
      </SubmitButton>
    </form>
  );
}
