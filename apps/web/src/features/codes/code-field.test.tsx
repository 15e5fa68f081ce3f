import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadRequestCrypto } from "../../lib/request/crypto-loader";
import { alertMessage, toastMessage } from "../../lib/request/feedback";
import { json, mockFetch, type SentRequest } from "../../test/fetch-mock";
import { TextField } from "../form/TextField";
import { useForm } from "../form/use-form";
import { CodeField } from "./CodeField";
import { useCodeSender } from "./use-code-sender";
import { useCountdown } from "./use-countdown";
import { codeCheck, mobileCheck } from "./validation";

vi.mock("../../lib/request/feedback", () => ({
  alertMessage: vi.fn(async () => {}),
  toastMessage: vi.fn(async () => {}),
  showLoadingToast: vi.fn(() => () => {}),
}));

beforeAll(async () => {
  await loadRequestCrypto(); // So that sending needs no module loading while the clock is fake.
});
beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(alertMessage).mockClear();
  vi.mocked(toastMessage).mockClear();
});
afterEach(() => vi.useRealTimers());

/** A mobile field and a code field, as the forms use them. */
function Harness() {
  const form = useForm({
    mobile: mobileCheck("en", "Mobile number"),
    code: codeCheck("en", "Verification code"),
  });
  const sender = useCodeSender({
    channel: "mobile",
    purpose: "bind",
    recipient: () => form.checkField("mobile"),
    refused: (message) => form.showError("mobile", message),
  });
  return (
    <>
      <TextField {...form.field("mobile")} label="Mobile number" />
      <CodeField {...form.field("code")} sender={sender} />
    </>
  );
}

/** Lets the call's promises settle and the clock move on by `ms`. */
const elapse = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
const codeButton = () => screen.getByRole("button", { name: /Get code|Get a new code|Resend in/ });
const bodyOf = (request: SentRequest | undefined) => JSON.parse(request?.body ?? "{}") as unknown;

function typeMobile(value: string) {
  fireEvent.change(screen.getByLabelText("Mobile number"), { target: { value } });
}

describe("useCountdown", () => {
  it("counts whole seconds down to 0 and can start again", async () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.remaining).toBe(0);
    act(() => result.current.start(3));
    expect(result.current.remaining).toBe(3);
    await elapse(999);
    expect(result.current.remaining).toBe(3);
    await elapse(1);
    expect(result.current.remaining).toBe(2);
    await elapse(2000);
    expect(result.current.remaining).toBe(0);
    await elapse(5000);
    expect(result.current.remaining).toBe(0);
    act(() => result.current.start(1.2));
    expect(result.current.remaining).toBe(2);
  });
});

describe("the code field", () => {
  it("checks the mobile before sending: nothing goes out for a wrong number", async () => {
    const { sent } = mockFetch(() => json({ code: 0, msg: "ok" }));
    render(<Harness />);
    fireEvent.click(codeButton());
    await elapse(0);
    expect(screen.getByText("Mobile number is required")).toBeTruthy();
    await elapse(1000);
    typeMobile("12800138000");
    fireEvent.click(codeButton());
    expect(screen.getByText("Invalid mobile number")).toBeTruthy();
    await elapse(0);
    expect(sent).toHaveLength(0);
    expect(codeButton().textContent).toBe("Get code");
  });

  it("sends a code of its purpose, then waits 60 s before the next one", async () => {
    const { sent } = mockFetch(() => json({ code: 0, msg: "ok" }));
    render(<Harness />);
    typeMobile(" 13800138000 ");
    fireEvent.click(codeButton());
    await elapse(0);
    expect(sent.map((r) => r.url)).toEqual(["/router/user/pub/sendSmsCode"]);
    expect(bodyOf(sent[0])).toEqual({ mobile: "13800138000", type: "bind" });
    expect(toastMessage).toHaveBeenCalledWith("Code sent to 138****8000", "success");
    expect(codeButton().textContent).toBe("Resend in 60 s");
    expect((codeButton() as HTMLButtonElement).disabled).toBe(true);
    await elapse(1000);
    expect(codeButton().textContent).toBe("Resend in 59 s");
    fireEvent.click(codeButton());
    await elapse(58_000);
    expect(codeButton().textContent).toBe("Resend in 1 s");
    expect(sent).toHaveLength(1);
    await elapse(1000);
    expect(codeButton().textContent).toBe("Get a new code");
    fireEvent.click(codeButton());
    await elapse(0);
    expect(sent).toHaveLength(2);
  });

  it("waits the retryAfter seconds of a 50303 'too soon' refusal, said under the number", async () => {
    mockFetch(() => json({ code: 50303, msg: "Too soon: try again in 42 s", retryAfter: 42 }));
    render(<Harness />);
    typeMobile("13800138000");
    fireEvent.click(codeButton());
    await elapse(0);
    expect(alertMessage).not.toHaveBeenCalled();
    const mobile = screen.getByLabelText("Mobile number");
    expect(mobile.getAttribute("aria-invalid")).toBe("true");
    const said = document.getElementById(mobile.getAttribute("aria-describedby") ?? "");
    expect(said?.textContent).toBe("Too soon: try again in 42 s");
    expect(said?.getAttribute("role")).toBe("alert");
    expect(codeButton().textContent).toBe("Resend in 42 s");
    await elapse(42_000);
    expect(codeButton().textContent).toBe("Get a new code");
  });

  it("waits a spent minute budget's retryAfter too, and only says a wait of hours", async () => {
    let answer = { code: 92100, msg: "Too many codes this minute: try again in 37 s", retryAfter: 37 };
    mockFetch(() => json(answer));
    render(<Harness />);
    typeMobile("13800138000");
    fireEvent.click(codeButton());
    await elapse(0);
    expect(screen.getByRole("alert").textContent).toBe("Too many codes this minute: try again in 37 s");
    expect(codeButton().textContent).toBe("Resend in 37 s");
    await elapse(37_000);
    answer = { code: 92101, msg: "Today's codes are spent: try again tomorrow", retryAfter: 50_000 };
    fireEvent.click(codeButton());
    await elapse(0);
    expect(screen.getByRole("alert").textContent).toBe("Today's codes are spent: try again tomorrow");
    expect(codeButton().textContent).toBe("Get a new code");
  });

  it("says a daily cap under the number, and forgets it when the number changes", async () => {
    const { sent } = mockFetch(() =>
      json({
        code: 50304,
        msg: "This mobile number has reached today's limit (days in UTC+8); try again tomorrow",
      }),
    );
    render(<Harness />);
    typeMobile("13800138000");
    fireEvent.click(codeButton());
    await elapse(0);
    expect(sent).toHaveLength(1);
    expect(screen.getByRole("alert").textContent).toMatch(/^This mobile number has reached today's limit/);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(alertMessage).not.toHaveBeenCalled();
    typeMobile("13800138001");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByLabelText("Mobile number").getAttribute("aria-invalid")).toBeNull();
  });

  it("says the server's refusal of the number itself (its key) under the number", async () => {
    mockFetch(() => json({ code: -1, msg: "Mobile 13800138000 is already registered", exists: true }));
    render(<Harness />);
    typeMobile("13800138000");
    fireEvent.click(codeButton());
    await elapse(0);
    expect(screen.getByRole("alert").textContent).toBe("Mobile 13800138000 is already registered");
    expect(alertMessage).not.toHaveBeenCalled();
  });

  it("debounces the button: another tap within 1000 ms of a failed send is dropped", async () => {
    const { sent } = mockFetch(() => json({ code: 50301, msg: "Failed to send the SMS code" }));
    render(<Harness />);
    typeMobile("13800138000");
    fireEvent.click(codeButton());
    await elapse(500);
    expect(sent).toHaveLength(1);
    expect(screen.getByRole("alert").textContent).toBe("Failed to send the SMS code");
    expect(alertMessage).not.toHaveBeenCalled();
    expect(codeButton().textContent).toBe("Get code");
    fireEvent.click(codeButton());
    await elapse(0);
    expect(sent).toHaveLength(1);
    await elapse(1000);
    fireEvent.click(codeButton());
    await elapse(0);
    expect(sent).toHaveLength(2);
  });
});
