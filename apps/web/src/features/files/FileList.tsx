import Dialog from "antd-mobile/es/components/dialog";
import InfiniteScroll from "antd-mobile/es/components/infinite-scroll";
import PullToRefresh from "antd-mobile/es/components/pull-to-refresh";
import Toast from "antd-mobile/es/components/toast";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../i18n";
import { alertMessage, CallError } from "../../lib/request";
import { PageLoading } from "../layout/PageLoading";
import { deleteOneFile, type FileRow } from "./api";
import { FileItem } from "./FileItem";
import styles from "./files.module.css";
import { shareTempLink } from "./temp-link";
import type { useFiles } from "./use-files";

/** The user's files, newest first: pull down to refresh, scroll down for more (20 at a time). */
export function FileList({ files }: { files: ReturnType<typeof useFiles> }) {
  const { t } = useTranslation();
  // The temporary-link dialog belongs to this page: leaving the page (back, a tab) closes it.
  const linkDialog = useRef<{ close: () => void } | undefined>(undefined);
  useEffect(() => () => linkDialog.current?.close(), []);
  if (files.isPending) return <PageLoading />;
  if (files.isError && files.rows.length === 0) {
    return (
      <p className={styles.empty} role="alert">
        {t("files.loadFailed")}
        <button type="button" className={styles.retry} onClick={files.retry}>
          {t("files.retry")}
        </button>
      </p>
    );
  }
  const remove = async (file: FileRow) => {
    const name = file.display_name || file.name;
    const confirmed = await Dialog.confirm({
      content: t("files.deleteConfirm", { name }),
      confirmText: t("files.delete"),
      cancelText: t("common.cancel"),
    });
    if (!confirmed) return;
    try {
      await deleteOneFile(file.file_id);
    } catch (error) {
      // The request layer already alerted a refused call; a file the server kept is said here.
      if (!(error instanceof CallError))
        void alertMessage(error instanceof Error ? error.message : String(error));
      return;
    }
    void Toast.show({ content: t("files.deleted"), icon: "success" });
    await files.refresh();
  };
  return (
    <PullToRefresh onRefresh={files.refresh}>
      <p className={styles.summary} data-testid="file-total">
        {t("files.total", { count: files.total })}
      </p>
      {files.rows.length === 0 ? (
        <div className={styles.empty}>
          <strong>{t("files.empty")}</strong>
          {t("files.emptyHint")}
        </div>
      ) : (
        <>
          <ul className={styles.list} aria-label={t("files.title")}>
            {files.rows.map((file) => (
              <FileItem
                key={file._id}
                file={file}
                onCopyLink={(row) =>
                  void shareTempLink(row, t).then((dialog) => {
                    linkDialog.current = dialog;
                  })
                }
                onDelete={(row) => void remove(row)}
              />
            ))}
          </ul>
          <InfiniteScroll loadMore={files.loadMore} hasMore={files.hasMore} />
        </>
      )}
    </PullToRefresh>
  );
}
