import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../../test/fetch-mock";
import { callFunction } from "./call-function";
import { toastMessage } from "./feedback";
import { CallError } from "./types";

vi.mock("./feedback", () => ({
  alertMessage: vi.fn(async () => {}),
  toastMessage: vi.fn(async () => {}),
  showLoadingToast: vi.fn(() => () => {}),
}));

const OFFLINE =
  "You are offline: this was not sent and nothing was saved. Try again once you are back online.";
const failingFetch = () => mockFetch(() => Promise.reject(new TypeError("Failed to fetch")));

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(toastMessage).mockClear();
});

describe("callFunction while the browser is offline", () => {
  it("says the call was not sent, and neither retries nor keeps it for later", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { sent } = failingFetch();
    const failure = callFunction({ url: "user/pub/login", data: {}, retryCount: 3, retryInterval: 1 });
    await expect(failure).rejects.toBeInstanceOf(CallError);
    await expect(failure).rejects.toMatchObject({ message: OFFLINE, kind: "network" });
    expect(sent).toHaveLength(1);
    expect(toastMessage).toHaveBeenCalledWith(OFFLINE);
    // Back online, nothing is sent behind the user's back.
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(1);
  });

  it("keeps the network-glitch message, and the retries asked for, while the browser says it is online", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    const { sent } = failingFetch();
    await expect(
      callFunction({ url: "user/pub/login", data: {}, retryCount: 2, retryInterval: 1 }),
    ).rejects.toMatchObject({ message: "Network glitch, please try again" });
    expect(sent).toHaveLength(3);
  });
});
