import { useTranslation } from "react-i18next";
import { currentLocale } from "../../i18n";
import { toastMessage } from "../../lib/request";
import authStyles from "../auth/auth.module.css";
import type { Channel } from "../codes/api";
import { CodeField } from "../codes/CodeField";
import styles from "../codes/codes.module.css";
import { RecipientField } from "../codes/RecipientField";
import { maskRecipient, useCodeSender } from "../codes/use-code-sender";
import { codeCheck, recipientCheck } from "../codes/validation";
import { SubmitButton } from "../form/SubmitButton";
import { useForm } from "../form/use-form";
import { useSubmit } from "../form/use-submit";
import { bindIdentity, changeIdentity, unbindIdentity } from "./identity-api";

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
  const sender = useCodeSender({ channel, purpose: "bind", recipient: () => form.checkField("value") });
  const { submit, pending } = useSubmit(form.validate, async (values) => {
    await bindIdentity(channel, { value: values.value.trim(), code: values.code.trim() });
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
    oldCode: codeCheck(locale, t(`bind.${channel}.oldCode`, { current: masked })),
    value: (value) =>
      newValueCheck(value) ??
      (value.trim().toLowerCase() === current.toLowerCase() ? t(`bind.${channel}.same`) : undefined),
    code: codeCheck(locale, t(`bind.${channel}.newCode`)),
  });
  const oldSender = useCodeSender({ channel, purpose: "unbind", recipient: () => current });
  const newSender = useCodeSender({ channel, purpose: "bind", recipient: () => form.checkField("value") });
  const { submit, pending } = useSubmit(form.validate, async (values) => {
    await changeIdentity(channel, {
      oldValue: current,
      oldCode: values.oldCode.trim(),
      value: values.value.trim(),
      code: values.code.trim(),
    });
    void toastMessage(t(`bind.${channel}.changed`), "success");
    onDone();
  });
  return (
    <form className={authStyles.form} onSubmit={(e) => e.preventDefault()} noValidate>
      <p className={styles.hint}>{t(`bind.${channel}.changeHint`, { current: masked })}</p>
      <CodeField
        {...form.field("oldCode")}
        label={t(`bind.${channel}.oldCode`, { current: masked })}
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
      <SubmitButton pending={pending} onClick={submit}>
        {t(`bind.${channel}.change`)}
      </SubmitButton>
    </form>
  );
}

/**
 * Removes the mobile or e-mail with an `unbind` code sent to it. The server refuses (70102 / 70202, shown
 * as its message) when no other way to sign in would remain.
 */
export function UnbindForm({ channel, current, onDone }: IdentityFormProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const masked = maskRecipient(channel, current);
  const form = useForm({ code: codeCheck(locale, t("codeField.label")) });
  const sender = useCodeSender({ channel, purpose: "unbind", recipient: () => current });
  const { submit, pending } = useSubmit(form.validate, async (values) => {
    await unbindIdentity(channel, { value: current, code: values.code.trim() });
    void toastMessage(t(`bind.${channel}.unbound`), "success");
    onDone();
  });
  return (
    <form className={authStyles.form} onSubmit={(e) => e.preventDefault()} noValidate>
      <p className={styles.hint}>{t(`bind.${channel}.unbindHint`, { current: masked })}</p>
      <CodeField {...form.field("code")} sender={sender} onEnterPress={submit} />
      <SubmitButton pending={pending} onClick={submit} danger>
        {t(`bind.${channel}.unbind`)}
      </SubmitButton>
    </form>
  );
}
