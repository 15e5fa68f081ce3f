import type { DialogAlertProps, DialogConfirmProps } from "antd-mobile/es/components/dialog";

// The dialogs and toasts come from antd-mobile's animated overlays, which the first screen does not need:
// they load on first use, so that the sign-in page starts light.
const overlays = () => import("./overlays");

/** Asks for a confirmation in a dialog; resolves true when confirmed. */
export function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  return overlays().then((ui) => ui.showConfirm(props));
}

/** An alert dialog of the caller's own texts (title, button); resolves when it is closed. */
export function alertDialog(props: DialogAlertProps): Promise<void> {
  return overlays().then((ui) => ui.showDialogAlert(props));
}

/** Shows the server's message in an alert dialog with one OK button. */
export function alertMessage(message: string): Promise<void> {
  return overlays().then((ui) => ui.showAlert(message));
}

/** Shows a short toast (1500 ms); `success` adds a tick. */
export function toastMessage(message: string, icon?: "success" | "fail"): Promise<void> {
  return overlays().then((ui) => ui.showToast(message, icon));
}

/** Shows the loading toast until the returned function is called. */
export function showLoadingToast(text: string): () => void {
  let closed = false;
  let close: (() => void) | undefined;
  void overlays().then((ui) => {
    if (!closed) close = ui.showLoading(text);
  });
  return () => {
    closed = true;
    close?.();
  };
}
