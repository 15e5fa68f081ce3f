import { LIMITS } from "@roster/contract";
import Button from "antd-mobile/es/components/button";
import { useTranslation } from "../../i18n";
import { FilePickButton } from "../upload/FilePickButton";
import { UploadQueueList } from "../upload/UploadQueueList";
import { uploadFile } from "../upload/upload-file";
import { useUploadQueue } from "../upload/use-upload-queue";
import styles from "./files.module.css";

/** The upload card of My files: choose several files; they upload 5 at a time, each with its progress. */
export function FileUploader({ onUploaded }: { onUploaded: () => void }) {
  const { t } = useTranslation();
  const queue = useUploadQueue((file, control) => uploadFile(file, control), { onUploaded });
  const finished = queue.items.some((item) => item.status !== "waiting" && item.status !== "uploading");
  return (
    <section className={styles.uploader}>
      <div className={styles.uploaderTop}>
        <FilePickButton
          label={t("files.upload")}
          multiple
          color="primary"
          shape="rounded"
          onPick={(files) => queue.add(files)}
        />
        <span className={styles.hint}>{t("files.hint", { count: LIMITS.concurrentUploads })}</span>
      </div>
      <UploadQueueList items={queue.items} onCancel={queue.cancel} onRetry={queue.retry} />
      {finished && (
        <Button size="small" fill="none" className={styles.clear} onClick={queue.clearFinished}>
          {t("upload.clearFinished")}
        </Button>
      )}
    </section>
  );
}
