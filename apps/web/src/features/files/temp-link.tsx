import Dialog from "antd-mobile/es/components/dialog";
import type { TFunction } from "../../i18n";
import { copyText } from "../../lib/clipboard";
import { alertMessage, CallError } from "../../lib/request";
import { type FileRow, fetchTempUrl } from "./api";
import styles from "./files.module.css";

/**
 * Gets a temporary link to `file` (`file/kh/getTempFileURL`), copies it to the clipboard and shows it
 * with an Open button, saying whether it was copied (a browser may refuse the clipboard). Returns the
 * dialog's handle (undefined when there is no link) so that the page can close it when it goes away.
 */
export async function shareTempLink(file: FileRow, t: TFunction): Promise<{ close: () => void } | undefined> {
  let url: string;
  try {
    url = await fetchTempUrl(file.file_id);
  } catch (error) {
    // The request layer already alerted a refused call; a missing link is said here.
    if (!(error instanceof CallError))
      void alertMessage(error instanceof Error ? error.message : String(error));
    return undefined;
  }
  const copied = await copyText(url);
  return Dialog.show({
    title: t("files.linkTitle"),
    closeOnMaskClick: true,
    content: (
      <div className={styles.link}>
        <p>{t(copied ? "files.linkCopied" : "files.linkNotCopied")}</p>
        <a href={url} target="_blank" rel="noreferrer" data-testid="temp-link">
          {url}
        </a>
      </div>
    ),
    closeOnAction: true,
    actions: [
      [
        { key: "close", text: t("common.close") },
        {
          key: "open",
          text: t("files.open"),
          bold: true,
          onClick: () => void window.open(url, "_blank", "noopener"),
        },
      ],
    ],
  });
}
