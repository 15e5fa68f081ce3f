import * as ERROR_CODES from "@roster/contract/errors/codes";
import { currentLocale, useTranslation } from "../../i18n";
import { toastMessage } from "../../lib/request";
import authStyles from "../auth/auth.module.css";
import type { Channel } from "../codes/api";
import { CodeField } from "../codes/CodeField";
import styles from "../codes/codes.module.css";
import { maskRecipient } from "../codes/mask-recipient";
import { RecipientField } from "../codes/RecipientField";
import { CODE_REFUSALS } from "../codes/refusal-fields";
import { useCodeSender } from "../codes/use-code-sender";
import { codeCheck, recipientCheck } from "../codes/validation";
import { FormMessage } from "../form/FormMessage";
import { SubmitButton } from "../form/SubmitButton";
import { withInlineErrors } from "../form/server-errors";
import { useForm } from "../form/use-form";
import { useSubmit } from "../form/use-submit";
import { bindIdentity, changeIdentity, unbindIdentity } from "./identity-api";

/**
 * Where the identity routes' refusals show: the new value's (its key, or used by another account, or
 * already set) under the value, a wrong code under its code field (`field` names
 * the current value's code when two are checked); the rest (the last way to sign in) in the
 * form.
 */
const REFUSALS = {
  codes: {
    ...CODE_REFUSALS,
    [ERROR_CODES.mobileBound]: "value",
    [ERROR_CODES.emailBound]: "value",
    [ERROR_CODES.mobileAlreadySet]: "value",
    [ERROR_CODES.emailAlreadySet]: "value",
  },
  names: {
    mobile: "value",
    email: "value",
    oldMobileCode: "oldCode",
    oldEmailCode: "oldCode",
  },
};

/** Props of the three forms: the channel, the account's current value (if any), and what to do after. */
interface IdentityFormProps {
  channel: Channel;
  current: string;
  onDone: () => void;
}

/** Links a mobile or e-mail (when the account has none confirmed): the value, then a `bind` code sent to it. */
export function BindForm({ channel, current, onDone }: IdentityFormProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const label = t(`bind.${channel}.value`);
  const form = useForm(
    { value: recipientCheck(channel)(locale, label), code: codeCheck(locale, t("codeField.label")) },
    { value: current },
  );
  const sender = useCodeSender({
    channel,
    purpose: "bind",
    recipient: () => form.checkField("value"),
    refused: (message) => form.showError("value", message),
  });
  const { submit, pending } = useSubmit(form.validate, async (values) => {
    const input = { value: values.value.trim(), code: values.code.trim() };
    await withInlineErrors(bindIdentity(channel, input), form.refusals(REFUSALS));
    void toastMessage(t(`bind.${channel}.bound`), "success");
    onDone();
  });
  return (
    <form className={authStyles.form} onSubmit={(e) => e.preventDefault()} noValidate>
      <p className={styles.hint}>{t(`bind.${channel}.bindHint`)}</p>
      <RecipientField
        {...form.field("value")}
        channel={channel}
        label={label}
        placeholder={t(`bind.${channel}.placeholder`)}
      />
      <CodeField {...form.field("code")} sender={sender} onEnterPress={submit} />
      <FormMessage message={form.formError} />
      <SubmitButton pending={pending} onClick={submit}>
        {t(`bind.${channel}.bind`)}
      </SubmitButton>
    </form>
  );
}

/**
 * Changes the confirmed mobile or e-mail: an `unbind` code sent to the current value and a `bind` code
 * sent to the new one, both checked by the server before either is used.
 */
export function ChangeForm({ channel, current, onDone }: IdentityFormProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const masked = maskRecipient(channel, current);
  const label = t(`bind.${channel}.newValue`);
  const newValueCheck = recipientCheck(channel)(locale, label);
  const form = useForm({
    oldCode: codeCheck(locale, t("bind.oldCode", { current: masked })),
    value: (value) =>
      newValueCheck(value) ??
      (value.trim().toLowerCase() === current.toLowerCase() ? t(`bind.${channel}.same`) : undefined),
    code: codeCheck(locale, t(`bind.${channel}.newCode`)),
  });
  const oldSender = useCodeSender({
    channel,
    purpose: "unbind",
    recipient: () => current,
    refused: (message) => form.showError("oldCode", message),
  });
  const newSender = useCodeSender({
    channel,
    purpose: "bind",
    recipient: () => form.checkField("value"),
    refused: (message) => form.showError("value", message),
  });
  const { submit, pending } = useSubmit(form.validate, async (values) => {
    const input = {
      oldValue: current,
      oldCode: values.oldCode.trim(),
      value: values.value.trim(),
      code: values.code.trim(),
    };
    await withInlineErrors(changeIdentity(channel, input), form.refusals(REFUSALS));
    void toastMessage(t(`bind.${channel}.changed`), "success");
    onDone();
  });
  return (
    <form className={authStyles.form} onSubmit={(e) => e.preventDefault()} noValidate>
      <p className={styles.hint}>{t(`bind.${channel}.changeHint`, { current: masked })}</p>
      <CodeField
        {...form.field("oldCode")}
        label={t("bind.oldCode", { current: masked })}
        sender={oldSender}
      />
      <RecipientField
        {...form.field("value")}
        channel={channel}
        label={label}
        placeholder={t(`bind.${channel}.placeholder`)}
      />
      <CodeField
        {...form.field("code")}
        label={t(`bind.${channel}.newCode`)}
        sender={newSender}
        onEnterPress={submit}
      />
      <FormMessage message={form.formError} />
      <SubmitButton pending={pending} onClick={submit}>
        {t(`bind.${channel}.change`)}
      </SubmitButton>
    </form>
  );
}

/**
 * Removes the mobile or e-mail with an `unbind` code sent to it. The server refuses (said in
 * the form) when no other way to sign in would remain.
 */
export function UnbindForm({ channel, current, onDone }: IdentityFormProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const masked = maskRecipient(channel, current);
  const form = useForm({ code: codeCheck(locale, t("codeField.label")) });
  const sender = useCodeSender({
    channel,
    purpose: "unbind",
    recipient: () => current,
    refused: (message) => form.showError("code", message),
  });
  const { submit, pending } = useSubmit(form.validate, async (values) => {
    const input = { value: current, code: values.code.trim() };
    await withInlineErrors(unbindIdentity(channel, input), form.refusals(REFUSALS));
    void toastMessage(t(`bind.${channel}.unbound`), "success");
    onDone();
  });
  return (
    <form className={authStyles.form} onSubmit={(e) => e.preventDefault()} noValidate>
      <p className={styles.hint}>{t("bind.unbindHint", { current: masked })}</p>
      <CodeField {...form.field("code")} sender={sender} onEnterPress={submit} />
      <FormMessage message={form.formError} />
      <SubmitButton pending={pending} onClick={submit} danger>
        {t(`bind.${channel}.unbind`)}
      </SubmitButton>
    </form>
  );
}
