import type { IdentityDocument } from "@roster/contract";
import Button from "antd-mobile/es/components/button";
import List from "antd-mobile/es/components/list";
import { currentLocale, useTranslation } from "../../i18n";
import { formatDateTime } from "../../lib/dates";
import { DOCUMENT_FIELDS } from "./fields";
import styles from "./identity.module.css";

/** A saved document as the server answers it: its filled fields (ID number masked) and when it changed. */
export function SavedDocument({ document, onRemove }: { document: IdentityDocument; onRemove: () => void }) {
  const { t } = useTranslation();
  const fields = document.fields as Record<string, string>;
  const filled = DOCUMENT_FIELDS[document.kind].filter((name) => fields[name]);
  const updated = formatDateTime(document.updatedAt, currentLocale());
  return (
    <List mode="card" header={t("identity.savedTitle")} className={styles.saved} data-testid="saved-document">
      {filled.map((name) => (
        <List.Item key={name} extra={<span className={styles.value}>{fields[name]}</span>}>
          {t(`identity.fields.${name}`)}
        </List.Item>
      ))}
      <List.Item
        description={t("identity.updated", { time: updated })}
        extra={
          <Button size="small" fill="outline" color="danger" onClick={onRemove}>
            {t("identity.remove")}
          </Button>
        }
      >
        {t("common.saved")}
      </List.Item>
    </List>
  );
}
