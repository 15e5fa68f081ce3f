import Button from "antd-mobile/es/components/button";
import Popup from "antd-mobile/es/components/popup";
import ProgressBar from "antd-mobile/es/components/progress-bar";
import Toast from "antd-mobile/es/components/toast";
import { useId, useRef } from "react";
import { registerTexts, useTranslation } from "../../i18n";
import { uploadTexts } from "../../i18n/groups/upload";
import { useModalFocus } from "../layout/use-modal-focus";
import { uploadErrorText } from "../upload/error-text";
import { FilePickButton } from "../upload/FilePickButton";
import { ImageCropper } from "../upload/ImageCropper";
import styles from "./avatar-editor.module.css";
import { useAvatarChange } from "./use-avatar-change";

registerTexts(uploadTexts);

/**
 * The "change avatar" sheet: take a photo or choose an image, crop it to a square, then watch it upload
 * (cancel, retry) until the server has set it; the new avatar then shows wherever the user's is shown. A
 * modal dialog named by its title: focus inside while open, Esc closes it (not while the photo is sent).
 */
export function AvatarEditor({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useAvatarChange(() => {
    void Toast.show({ content: t("avatar.saved"), icon: "success" });
    close();
  });
  const close = () => {
    change.reset();
    onClose();
  };
  const choose = ([file]: File[]) => {
    if (file?.type.startsWith("image/")) change.choose(file);
    else void Toast.show({ content: t("avatar.notImage") });
  };
  const busy = change.phase === "uploading" || change.phase === "saving";
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useModalFocus(dialog, visible, busy ? () => undefined : close);
  return (
    <Popup
      visible={visible}
      onMaskClick={busy ? undefined : close}
      onClose={close}
      bodyClassName={`roster-sheet ${styles.sheet}`}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-modal-focus=""
        className={styles.dialog}
      >
        <h2 id={titleId} className={styles.title}>
          {t("avatar.change")}
        </h2>
        {change.phase === "pick" ? (
          <div className={styles.choices}>
            <FilePickButton
              label={t("avatar.takePhoto")}
              accept="image/*"
              capture="user"
              color="primary"
              size="large"
              shape="rounded"
              block
              onPick={choose}
            />
            <FilePickButton
              label={t("avatar.chooseFile")}
              accept="image/*"
              size="large"
              shape="rounded"
              block
              onPick={choose}
            />
          </div>
        ) : (
          <>
            {change.src && <ImageCropper src={change.src} onAreaChange={change.setArea} />}
            {change.phase === "crop" ? (
              <div className={styles.actions}>
                <Button shape="rounded" onClick={change.reset}>
                  {t("avatar.again")}
                </Button>
                <Button color="primary" shape="rounded" onClick={change.start}>
                  {t("avatar.use")}
                </Button>
              </div>
            ) : (
              <Progress change={change} />
            )}
          </>
        )}
      </div>
    </Popup>
  );
}

/** The upload's progress bar and status, with cancel while it runs and retry once it stopped. */
function Progress({ change }: { change: ReturnType<typeof useAvatarChange> }) {
  const { t } = useTranslation();
  const stopped = change.phase === "failed" || change.phase === "canceled";
  const status =
    change.phase === "saving"
      ? t("avatar.saving")
      : stopped
        ? uploadErrorText(t, change.error)
        : t("upload.uploading", { progress: change.progress });
  return (
    <div className={styles.progress} data-testid="avatar-progress">
      <div
        role="progressbar"
        aria-label={t("avatar.change")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={change.progress}
      >
        <ProgressBar
          percent={change.progress}
          className={change.phase === "failed" ? styles.failedBar : undefined}
        />
      </div>
      <p
        className={change.phase === "failed" ? styles.error : styles.status}
        role={stopped ? "alert" : "status"}
      >
        {status}
      </p>
      <div className={styles.actions}>
        {stopped ? (
          <>
            <Button shape="rounded" onClick={change.reset}>
              {t("avatar.again")}
            </Button>
            <Button color="primary" shape="rounded" onClick={change.retry}>
              {t("upload.retry")}
            </Button>
          </>
        ) : (
          <Button shape="rounded" disabled={change.phase === "saving"} onClick={change.cancel}>
            {t("common.cancel")}
          </Button>
        )}
      </div>
    </div>
  );
}
