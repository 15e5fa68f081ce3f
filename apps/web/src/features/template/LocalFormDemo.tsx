import { useState } from "react";
import { registerTexts, useTranslation } from "../../i18n";
import { templateTexts } from "../../i18n/groups/template";
import authStyles from "../auth/auth.module.css";
import { SubmitButton } from "../form/SubmitButton";
import { TextField } from "../form/TextField";
import { useForm } from "../form/use-form";
import { useSubmit } from "../form/use-submit";
import { ModalSheet } from "../layout/ModalSheet";
import { PageShell } from "../layout/PageShell";
import styles from "./template.module.css";

registerTexts(templateTexts);

/** The shortest introduction the form accepts (upstream's rule). */
export const MIN_INTRO_LENGTH = 5;

/**
 * The template's test page (`uni-id/test/test`): its own brand-coloured navigation bar with a help button,
 * and a form checked in the browser only (a name, an introduction of at least 5 characters); a valid form
 * opens a popup with what was entered. Nothing is sent.
 */
export function LocalFormDemo() {
  const { t } = useTranslation();
  const [help, setHelp] = useState(false);
  const [entered, setEntered] = useState<{ name: string; intro: string }>();
  const form = useForm({
    name: (value) => (value.trim() ? undefined : t("template.local.nameRequired")),
    intro: (value) => (value.trim().length >= MIN_INTRO_LENGTH ? undefined : t("template.local.introShort")),
  });
  const { submit, pending } = useSubmit(form.validate, async (values) => {
    setEntered({ name: values.name.trim(), intro: values.intro.trim() });
  });
  return (
    <PageShell
      title={t("template.pages.test")}
      tone="brand"
      right={
        <button
          type="button"
          className={styles.helpButton}
          aria-label={t("template.local.help")}
          onClick={() => setHelp(true)}
        >
          ?
        </button>
      }
    >
      <p className={styles.intro}>{t("template.local.intro")}</p>
      <section className={styles.card} aria-label={t("template.pages.test")}>
        <form className={authStyles.form} onSubmit={(e) => e.preventDefault()} noValidate>
          <TextField
            {...form.field("name")}
            label={t("template.local.name")}
            placeholder={t("template.local.namePlaceholder")}
            maxLength={32}
          />
          <TextField
            {...form.field("intro")}
            label={t("template.local.intro2")}
            placeholder={t("template.local.introPlaceholder")}
            maxLength={200}
            onEnterPress={submit}
          />
          <SubmitButton pending={pending} onClick={submit}>
            {t("template.local.submit")}
          </SubmitButton>
        </form>
      </section>
      <ModalSheet
        visible={entered !== undefined}
        onClose={() => setEntered(undefined)}
        title={t("template.local.popupTitle")}
      >
        <dl className={styles.entered}>
          <dt>{t("template.local.name")}</dt>
          <dd>{entered?.name}</dd>
          <dt>{t("template.local.intro2")}</dt>
          <dd>{entered?.intro}</dd>
        </dl>
      </ModalSheet>
      <ModalSheet visible={help} onClose={() => setHelp(false)} title={t("template.local.help")}>
        <p className={styles.hint}>{t("template.local.helpText")}</p>
      </ModalSheet>
    </PageShell>
  );
}
