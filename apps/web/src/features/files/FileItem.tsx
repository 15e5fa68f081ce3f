import Button from "antd-mobile/es/components/button";
import { currentLocale, useTranslation } from "../../i18n";
import { formatRelative } from "../../lib/dates";
import { formatBytes, formatDuration } from "../upload/format";
import type { FileRow } from "./api";
import styles from "./files.module.css";

/** Props of {@link FileItem}. */
export interface FileItemProps {
  file: FileRow;
  onCopyLink: (file: FileRow) => void;
  onDelete: (file: FileRow) => void;
}

/** One file: a preview for images (a type badge otherwise), name, size, time, a video's duration, actions. */
export function FileItem({ file, onCopyLink, onDelete }: FileItemProps) {
  const { t } = useTranslation();
  const name = file.display_name || file.name;
  const meta = [
    formatBytes(file.size, currentLocale()),
    file.type === "image" && file.width && file.height ? `${file.width}×${file.height}` : "",
    file.duration !== undefined ? t("files.duration", { time: formatDuration(file.duration) }) : "",
    formatRelative(file._add_time, currentLocale()),
  ].filter(Boolean);
  return (
    <li className={styles.file} data-testid="file-row">
      <span className={styles.preview} data-kind={file.type}>
        {file.type === "image" && file.url ? (
          <img src={file.url} alt="" loading="lazy" />
        ) : (
          <span>
            {file.type === "video" && file.duration !== undefined
              ? formatDuration(file.duration)
              : badge(name)}
          </span>
        )}
      </span>
      <div className={styles.fileBody}>
        <div className={styles.fileName} data-testid="file-name">
          {name}
        </div>
        <div className={styles.fileMeta}>{meta.join(" · ")}</div>
        <div className={styles.fileActions}>
          <Button size="mini" fill="outline" shape="rounded" onClick={() => onCopyLink(file)}>
            {t("files.copyLink")}
          </Button>
          <Button size="mini" fill="none" className={styles.danger} onClick={() => onDelete(file)}>
            {t("files.delete")}
          </Button>
        </div>
      </div>
    </li>
  );
}

const badge = (name: string) =>
  name.includes(".") ? (name.split(".").pop() ?? "").slice(0, 4).toUpperCase() : "FILE";
