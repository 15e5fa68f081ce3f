import { updateUser } from "@roster/contract/routes";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { callRoute } from "../../lib/request";
import { alertMessage } from "../../lib/request/feedback";
import { CallError } from "../../lib/request/types";
import { json, mockFetch } from "../../test/fetch-mock";
import { signInLocally } from "../../test/session";
import { FormMessage } from "./FormMessage";
import { SubmitButton } from "./SubmitButton";
import { refusedField, showRefusal } from "./server-errors";
import { TextField } from "./TextField";
import { useForm } from "./use-form";
import { useSubmit } from "./use-submit";

vi.mock("../../lib/request/feedback", () => ({
  alertMessage: vi.fn(async () => {}),
  toastMessage: vi.fn(async () => {}),
  showLoadingToast: vi.fn(() => () => {}),
}));

beforeEach(() => vi.mocked(alertMessage).mockClear());

const refusal = (code: number, msg: string, body: Record<string, unknown> = {}) =>
  new CallError(code, msg, "server", { code, msg, ...body });

describe("refusedField", () => {
  const form = { fields: ["nickname", "prizes", "idNumber"], codes: { 91110: "idNumber" } };

  it("places a refusal by the field it names, or the field a nested key belongs to", () => {
    expect(refusedField(refusal(-1, "bad", { key: "nickname" }), form)).toBe("nickname");
    expect(refusedField(refusal(-1, "bad", { key: "prizes.0.name" }), form)).toBe("prizes");
    expect(refusedField(refusal(-1, "bad", { key: "prizes[2]" }), form)).toBe("prizes");
  });

  it("reads the form's own name of a field the server calls otherwise", () => {
    const names = { "fields.idNumber": "idNumber", password: "nickname" };
    expect(refusedField(refusal(-1, "bad", { key: "fields.idNumber" }), { ...form, names })).toBe("idNumber");
    expect(refusedField(refusal(10, "weak", { key: "password" }), { ...form, names })).toBe("nickname");
  });

  it("places a code refusal by the code field it names (a call that checks two codes)", () => {
    const names = { oldMobileCode: "idNumber" };
    expect(refusedField(refusal(50202, "wrong", { field: "oldMobileCode" }), { ...form, names })).toBe(
      "idNumber",
    );
  });

  it("maps a refusal that names no field by its code; a named field wins over the code", () => {
    expect(refusedField(refusal(91110, "bad number"), form)).toBe("idNumber");
    expect(refusedField(refusal(91110, "bad", { key: "nickname" }), form)).toBe("nickname");
  });

  it("is undefined for a field the form does not have, whatever its code says", () => {
    expect(refusedField(refusal(-1, "bad", { key: "avatar" }), form)).toBeUndefined();
    expect(refusedField(refusal(91110, "bad", { key: "avatar" }), form)).toBeUndefined();
    expect(refusedField(refusal(20102, "taken"), form)).toBeUndefined();
  });
});

describe("showRefusal", () => {
  const target = () => ({ fields: ["nickname"], show: vi.fn(), showForm: vi.fn() });

  it("shows a field's refusal under it, and one of the whole form as the form's message", () => {
    const form = target();
    showRefusal(refusal(-1, "Too long", { key: "nickname" }), form);
    expect(form.show).toHaveBeenCalledWith("nickname", "Too long");
    showRefusal(refusal(90130, "Not above you"), form);
    expect(form.showForm).toHaveBeenCalledWith("Not above you");
    expect(alertMessage).not.toHaveBeenCalled();
  });

  it("uses the form's own words when it has them", () => {
    const form = { ...target(), describe: (e: CallError) => `${e.msg}!` };
    showRefusal(refusal(-1, "Too long", { key: "nickname" }), form);
    expect(form.show).toHaveBeenCalledWith("nickname", "Too long!");
  });

  it("says an answer that could not be decrypted as the form's message", () => {
    const form = target();
    showRefusal(new CallError(411, "Could not decrypt", "decrypt"), form);
    expect(form.showForm).toHaveBeenCalledWith("Could not decrypt");
  });

  it("alerts only for a form that has no place for a message", () => {
    showRefusal(refusal(90130, "Not above you"), { fields: [], show: vi.fn() });
    expect(alertMessage).toHaveBeenCalledWith("Not above you");
  });

  it("leaves alone what the request layer already said: timeouts, network failures, sign-in required", () => {
    const form = target();
    showRefusal(new CallError(-2, "Timed out", "timeout"), form);
    showRefusal(new CallError(-3, "Offline", "network"), form);
    showRefusal(new CallError(30203, "token expired", "loginRequired", { code: 30203 }), form);
    showRefusal(new Error("a bug"), form);
    expect(form.show).not.toHaveBeenCalled();
    expect(form.showForm).not.toHaveBeenCalled();
    expect(alertMessage).not.toHaveBeenCalled();
  });
});

/** A form as the features build one: a field, its message slot, and a call whose refusals stay inline. */
function NicknameForm() {
  const form = useForm({ nickname: () => undefined, city: () => undefined });
  const { submit, pending } = useSubmit(form.validate, async (values) => {
    await callRoute(updateUser, { nickname: values.nickname }, { needAlert: false }).catch(
      (error: unknown) => {
        showRefusal(error, form.refusals());
        throw error;
      },
    );
  });
  return (
    <form onSubmit={(e) => e.preventDefault()} noValidate>
      <TextField {...form.field("nickname")} label="Nickname" />
      <TextField {...form.field("city")} label="City" />
      <FormMessage message={form.formError} />
      <SubmitButton pending={pending} onClick={submit}>
        Save
      </SubmitButton>
    </form>
  );
}

describe("a form with inline refusals", () => {
  beforeEach(() => signInLocally());

  it("shows a field's refusal under it, announced and described, and clears it when the field changes", async () => {
    mockFetch(() => json({ code: -1, msg: "Nickname is too long", key: "nickname" }));
    render(<NicknameForm />);
    fireEvent.change(screen.getByLabelText("Nickname"), { target: { value: "x".repeat(40) } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const said = await screen.findByRole("alert");
    expect(said.textContent).toBe("Nickname is too long");
    const input = screen.getByLabelText("Nickname");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(said.id);
    expect(screen.getByLabelText("City").getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(alertMessage).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: "Ann" } });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(input.getAttribute("aria-describedby")).toBeNull();
  });

  it("shows a refusal of the whole form inside it, and clears it when any field changes", async () => {
    mockFetch(() => json({ code: 10001, msg: "This account is disabled" }));
    render(<NicknameForm />);
    fireEvent.change(screen.getByLabelText("Nickname"), { target: { value: "Ann" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const said = await screen.findByRole("alert");
    expect(said.textContent).toBe("This account is disabled");
    expect(said.closest("form")).not.toBeNull();
    expect(screen.getByLabelText("Nickname").getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(alertMessage).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText("City"), { target: { value: "Lyon" } });
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });
});
