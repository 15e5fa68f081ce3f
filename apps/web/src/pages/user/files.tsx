import { FileList } from "../../features/files/FileList";
import { FileUploader } from "../../features/files/FileUploader";
import { useFiles } from "../../features/files/use-files";
import { PageShell } from "../../features/layout/PageShell";
import { registerTexts, useTranslation } from "../../i18n";
import { uploadTexts } from "../../i18n/groups/upload";
import { QueryProvider } from "../../lib/query/QueryProvider";

registerTexts(uploadTexts);

/** `/pages/user/files`: the signed-in user's files (needs login), reached from the profile and home. */
export default function FilesPage() {
  return (
    <QueryProvider>
      <Files />
    </QueryProvider>
  );
}

function Files() {
  const { t } = useTranslation();
  const files = useFiles();
  return (
    <PageShell title={t("files.title")}>
      <FileUploader onUploaded={() => void files.refresh()} />
      <FileList files={files} />
    </PageShell>
  );
}
