import { LIMITS } from "@roster/contract";
import Dialog, { type DialogAlertProps, type DialogConfirmProps } from "antd-mobile/es/components/dialog";
import Toast from "antd-mobile/es/components/toast";
import { i18n } from "../../i18n";

// antd-mobile has one toast at a time: a message replaces the loading toast in place. Closing the
// loading toast must then leave that message alone.
let loadingShown = false;

/** An alert with the message and one OK button; resolves when it is closed. */
export function showAlert(message: string): Promise<void> {
  return Dialog.alert({ content: message, confirmText: i18n.t("common.ok") });
}

/** A confirm dialog; resolves true when confirmed. */
export function showConfirm(props: DialogConfirmProps): Promise<boolean> {
  return Dialog.confirm(props);
}

/** An alert dialog of the caller's own texts; resolves when it is closed. */
export function showDialogAlert(props: DialogAlertProps): Promise<void> {
  return Dialog.alert(props);
}

/** A short toast (1500 ms). */
export function showToast(message: string, icon?: "success" | "fail"): void {
  loadingShown = false;
  Toast.show({ content: message, icon, duration: LIMITS.toastMs });
}

/** The loading toast (no time limit, blocks taps); returns the function closing it if still shown. */
export function showLoading(text: string): () => void {
  const handler = Toast.show({ icon: "loading", content: text, duration: 0, maskClickable: false });
  loadingShown = true;
  return () => {
    if (!loadingShown) return;
    loadingShown = false;
    handler.close();
  };
}
