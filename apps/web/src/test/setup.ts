import { cleanup, configure } from "@testing-library/react";
import Dialog from "antd-mobile/es/components/dialog";
import Toast from "antd-mobile/es/components/toast";
import { afterAll, afterEach, beforeEach, vi } from "vitest";
import { installRenderShim } from "../app/render-shim";
import { setupI18n } from "../i18n";
import { queryClient } from "../lib/query/query-client";
import { closeAllSockets } from "../lib/socket";
import { InertWebSocket } from "./inert-websocket";

installRenderShim();
setupI18n("en");
// The first open of a lazy page transforms its modules: over the default 1 s, and over 5 s on a loaded machine.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  localStorage.clear();
  // The signed-in app opens its push socket: no test reaches the network unless it brings a server.
  vi.stubGlobal("WebSocket", InertWebSocket);
  // Pages ask the server on their own (the sign-in page asks for the social providers): a test without a
  // fake server (mockFetch) sees them fail as offline, instead of reaching whatever listens on the port.
  vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch (no server in this test)")));
});

afterEach(() => {
  cleanup();
  closeAllSockets();
  queryClient.clear();
  // Imperative overlays live outside the rendered tree: close them so that no test sees another's.
  Toast.clear();
  Dialog.clear();
});

// React's scheduler may still hold a render queued by the last test (an update that landed after cleanup):
// let it run while the page environment exists, instead of after the file's environment is torn down
// (where it throws "window is not defined" as an unhandled error of the run).
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
