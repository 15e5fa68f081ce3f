import { unstableSetRender } from "antd-mobile/es/utils/unstable-render";
import { createRoot, type Root } from "react-dom/client";

type Container = (Element | DocumentFragment) & { _rosterRoot?: Root };

/**
 * antd-mobile 5 renders its imperative parts (Toast, Dialog.alert) with the React 18 API; this gives it
 * React 19's createRoot instead. Called once at start-up and in the test setup.
 */
export function installRenderShim(): void {
  unstableSetRender((node, container: Container) => {
    container._rosterRoot ??= createRoot(container);
    const root = container._rosterRoot;
    root.render(node);
    return async () => {
      // Unmounting during React's own render is not allowed: wait for the current task to end.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete container._rosterRoot;
    };
  });
}
