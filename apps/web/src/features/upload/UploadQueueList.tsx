import Button from "antd-mobile/es/components/button";
import ProgressBar from "antd-mobile/es/components/progress-bar";
import { currentLocale, useTranslation } from "../../i18n";
import { uploadErrorText } from "./error-text";
import { formatBytes } from "./format";
import styles from "./upload.module.css";
import type { UploadItem } from "./upload-queue";
import { useObjectUrl } from "./use-object-url";

/** Props of {@link UploadQueueList}. */
export interface UploadQueueListProps {
  items: ReadonlyArray<UploadItem<unknown>>;
  onCancel: (id: number) => void;
  onRetry: (id: number) => void;
}

/** The files of an upload queue: preview, name, size, a progress bar each, and cancel or retry. */
export function UploadQueueList({ items, onCancel, onRetry }: UploadQueueListProps) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.queue}>
      {items.map((item) => (
        <UploadRow key={item.id} item={item} onCancel={onCancel} onRetry={onRetry} />
      ))}
    </ul>
  );
}

function UploadRow({
  item,
  onCancel,
  onRetry,
}: { item: UploadItem<unknown> } & Omit<UploadQueueListProps, "items">) {
  const { t } = useTranslation();
  const image = item.file.type.startsWith("image/");
  const preview = useObjectUrl(image ? item.file : null);
  const active = item.status === "waiting" || item.status === "uploading";
  const status =
    item.status === "uploading"
      ? t("upload.uploading", { progress: item.progress })
      : item.status === "failed" || item.status === "canceled"
        ? uploadErrorText(t, item.error)
        : t(`upload.${item.status}`);
  return (
    <li className={styles.item} data-testid="upload-item" data-status={item.status}>
      <span className={styles.thumb}>
        {preview ? <img src={preview} alt="" /> : <span>{extensionOf(item.file.name)}</span>}
      </span>
      <div className={styles.itemBody}>
        <div className={styles.itemTop}>
          <span className={styles.itemName}>{item.file.name}</span>
          <span className={styles.itemSize}>{formatBytes(item.file.size, currentLocale())}</span>
        </div>
        <div
          role="progressbar"
          aria-label={item.file.name}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={item.progress}
        >
          <ProgressBar
            percent={item.progress}
            className={item.status === "failed" ? styles.barFailed : styles.bar}
          />
        </div>
        <div
          className={item.status === "failed" ? styles.itemError : styles.itemStatus}
          role={item.status === "failed" ? "alert" : undefined}
        >
          {status}
        </div>
      </div>
      {active ? (
        <Button size="mini" fill="none" onClick={() => onCancel(item.id)}>
          {t("common.cancel")}
        </Button>
      ) : item.status !== "done" ? (
        <Button size="mini" color="primary" fill="outline" onClick={() => onRetry(item.id)}>
          {t("upload.retry")}
        </Button>
      ) : null}
    </li>
  );
}

const extensionOf = (name: string) =>
  name.includes(".") ? name.split(".").pop()?.slice(0, 4).toUpperCase() : "";
