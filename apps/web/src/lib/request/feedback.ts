// The dialogs and toasts come from antd-mobile's animated overlays, which the first screen does not need:
// they load on first use, so that the sign-in page starts light.
const overlays = () => import("./overlays");

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
