import List from "antd-mobile/es/components/list";
import { registerTexts, useTranslation } from "../../i18n";
import { uploadTexts } from "../../i18n/groups/upload";
import { navigateTo } from "../../lib/navigation";
import { FolderIcon } from "./FolderIcon";
import { FILES_URL } from "./links";

registerTexts(uploadTexts);

/** The profile's way to My files. */
export function FilesEntry() {
  const { t } = useTranslation();
  return (
    <List header={t("files.section")} mode="card">
      <List.Item prefix={<FolderIcon />} onClick={() => navigateTo(FILES_URL)}>
        {t("files.entry")}
      </List.Item>
    </List>
  );
}
