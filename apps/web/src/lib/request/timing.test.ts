import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, json, mockFetch, never } from "../../test/fetch-mock";
import { callFunction } from "./call-function";
import { loadRequestCrypto } from "./crypto-loader";
import { alertMessage, showLoadingToast, toastMessage } from "./feedback";
import { visibleLoadingCount } from "./loading";

const hideLoading = vi.fn();
vi.mock("./feedback", () => ({
  alertMessage: vi.fn(async () => {}),
  toastMessage: vi.fn(async () => {}),
  showLoadingToast: vi.fn(() => hideLoading),
}));

beforeAll(async () => {
  await loadRequestCrypto(); // So that sending needs no module loading while the clock is fake.
});
beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(showLoadingToast).mockClear();
  vi.mocked(toastMessage).mockClear();
  vi.mocked(alertMessage).mockClear();
  hideLoading.mockClear();
});
afterEach(() => vi.useRealTimers());

describe("the loading indicator", () => {
  it("appears only after 800 ms pending, with the text 'requesting', and hides when the call ends", async () => {
    const answer = deferred<Response>();
    mockFetch(() => answer.promise);
    const call = callFunction({ url: "user/pub/checkToken" });
    await vi.advanceTimersByTimeAsync(799);
    expect(showLoadingToast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(showLoadingToast).toHaveBeenCalledExactlyOnceWith("Requesting…");
    answer.resolve(json({ code: 0 }));
    await call;
    expect(hideLoading).toHaveBeenCalledTimes(1);
    expect(visibleLoadingCount()).toBe(0);
  });

  it("never appears for a call answered within 800 ms", async () => {
    mockFetch(() => json({ code: 0 }));
    await callFunction({ url: "user/pub/checkToken" });
    await vi.advanceTimersByTimeAsync(5000);
    expect(showLoadingToast).not.toHaveBeenCalled();
  });

  it("is shown once for parallel calls and hidden by the last of them", async () => {
    const answers = [deferred<Response>(), deferred<Response>(), deferred<Response>()];
    let next = 0;
    mockFetch(() => (answers[next++] as ReturnType<typeof deferred<Response>>).promise);
    const calls = answers.map(() => callFunction({ url: "user/pub/checkToken" }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(showLoadingToast).toHaveBeenCalledTimes(1);
    expect(visibleLoadingCount()).toBe(3);
    answers[0]?.resolve(json({ code: 0 }));
    answers[2]?.resolve(json({ code: 0 }));
    await Promise.all([calls[0], calls[2]]);
    expect(hideLoading).not.toHaveBeenCalled();
    answers[1]?.resolve(json({ code: 0 }));
    await calls[1];
    expect(hideLoading).toHaveBeenCalledTimes(1);
  });

  it("uses the call's title and can be turned off", async () => {
    const answer = deferred<void>();
    mockFetch(() => answer.promise.then(() => json({ code: 0 })));
    const quiet = callFunction({ url: "user/pub/checkToken", loading: false });
    const titled = callFunction({ url: "user/pub/checkToken", title: "Signing in" });
    await vi.advanceTimersByTimeAsync(900);
    expect(showLoadingToast).toHaveBeenCalledExactlyOnceWith("Signing in");
    answer.resolve();
    await Promise.all([quiet, titled]);
  });
});

describe("timeouts and network failures", () => {
  it("gives up after 60000 ms with the toast 'request timed out, please retry'", async () => {
    const { sent } = mockFetch(never);
    const call = callFunction({ url: "user/pub/checkToken" }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(sent[0]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toMatchObject({ code: 5, kind: "timeout" });
    expect(toastMessage).toHaveBeenCalledExactlyOnceWith("Request timed out, please retry");
    expect(alertMessage).not.toHaveBeenCalled();
  });

  it("honours a shorter timeout", async () => {
    mockFetch(never);
    const call = callFunction({ url: "user/pub/checkToken", timeout: 2000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(call).resolves.toMatchObject({ kind: "timeout" });
  });

  it("shows 'network glitch' when the request fails or the answer is not JSON", async () => {
    mockFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(callFunction({ url: "user/pub/checkToken" })).rejects.toMatchObject({
      code: 602001,
      kind: "network",
    });
    mockFetch(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(callFunction({ url: "user/pub/checkToken" })).rejects.toMatchObject({ kind: "network" });
    expect(toastMessage).toHaveBeenCalledTimes(2);
    expect(toastMessage).toHaveBeenCalledWith("Network glitch, please try again");
  });
});

describe("retries", () => {
  it("retries a 90001 answer retryCount times, then reports it", async () => {
    const { sent } = mockFetch(() => json({ code: 90001, msg: "Database error" }));
    const call = callFunction({ url: "user/pub/checkToken", retryCount: 2, retryInterval: 500 }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(1000);
    await expect(call).resolves.toMatchObject({ code: 90001 });
    expect(sent).toHaveLength(3);
    expect(alertMessage).toHaveBeenCalledExactlyOnceWith("Database error");
  });

  it("returns the first success of a retried call", async () => {
    let n = 0;
    const { sent } = mockFetch(() =>
      json(n++ === 0 ? { code: 90001, msg: "Database error" } : { code: 0, ok: 1 }),
    );
    const call = callFunction({ url: "user/pub/checkToken", retryCount: 3, retryInterval: 100 });
    await vi.advanceTimersByTimeAsync(100);
    await expect(call).resolves.toMatchObject({ code: 0, ok: 1 });
    expect(sent).toHaveLength(2);
    expect(alertMessage).not.toHaveBeenCalled();
  });

  it("does not retry without retryCount, nor other codes", async () => {
    const { sent } = mockFetch(() => json({ code: 90001, msg: "Database error" }));
    await callFunction({ url: "user/pub/checkToken" }).catch(() => {});
    expect(sent).toHaveLength(1);
    const other = mockFetch(() => json({ code: 10102, msg: "Wrong password" }));
    await callFunction({ url: "user/pub/login", retryCount: 3 }).catch(() => {});
    expect(other.sent).toHaveLength(1);
  });
});
