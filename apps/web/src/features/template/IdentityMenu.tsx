import { registerTexts, useTranslation } from "../../i18n";
import { templateTexts } from "../../i18n/groups/template";
import { PageShell } from "../layout/PageShell";
import { TemplateLinks } from "./TemplateIndex";
import styles from "./template.module.css";
import { IDENTITY_TEMPLATE_PAGES } from "./template-pages";

registerTexts(templateTexts);

/** The template's identity menu (`uni-id/index/index`): a link to each identity page but itself. */
export function IdentityMenu() {
  const { t } = useTranslation();
  return (
    <PageShell title={t("template.pages.menu")}>
      <p className={styles.intro}>{t("template.menu.intro")}</p>
      <section className={styles.group} aria-label={t("template.pages.menu")}>
        <TemplateLinks pages={IDENTITY_TEMPLATE_PAGES.slice(1)} />
      </section>
    </PageShell>
  );
}
