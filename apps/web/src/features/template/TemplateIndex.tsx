import { Link } from "react-router";
import { registerTexts, useTranslation } from "../../i18n";
import { socialPageTexts } from "../../i18n/groups/social-pages";
import { templateTexts } from "../../i18n/groups/template";
import styles from "./template.module.css";
import { TEMPLATE_GROUPS, type TemplatePage, templateUrl } from "./template-pages";

registerTexts(socialPageTexts);
registerTexts(templateTexts);

/** Template pages as a list of links: each page's title, and its path underneath. */
export function TemplateLinks({ pages }: { pages: TemplatePage[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.links}>
      {pages.map((page) => (
        <li key={page.path}>
          <Link className={styles.link} to={templateUrl(page)}>
            <span>{t(page.title)}</span>
            <span className={styles.linkPath}>{templateUrl(page)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The demo page's index of every template page, grouped: identity, database, store, open platforms, plug-ins. */
export default function TemplateIndex() {
  const { t } = useTranslation();
  return (
    <section className={styles.index} aria-labelledby="template-index">
      <h2 id="template-index">{t("template.index.title")}</h2>
      <p className={styles.hint}>{t("template.index.intro")}</p>
      <div className={styles.groups}>
        {TEMPLATE_GROUPS.map((group) => (
          <section key={group.key} className={styles.group} aria-labelledby={`template-group-${group.key}`}>
            <h3 id={`template-group-${group.key}`}>{t(`template.index.groups.${group.key}`)}</h3>
            <TemplateLinks pages={group.pages} />
          </section>
        ))}
      </div>
    </section>
  );
}
