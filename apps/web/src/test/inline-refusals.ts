import { expect } from "vitest";

/** The alert dialogs on screen (antd-mobile's Dialog.alert; the app's own dialogs are counted too). */
export const alertDialogs = (): number => document.querySelectorAll(".adm-dialog").length;

/**
 * Checks that `text` is said under `input`: the input is marked invalid and described by a message that
 * screen readers announce (`role="alert"`). Resolves with the message element.
 */
export function expectSaidUnder(input: HTMLElement, text: string): HTMLElement {
  expect(input.getAttribute("aria-invalid")).toBe("true");
  const ids = (input.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  const said = ids
    .map((id) => document.getElementById(id))
    .find((element): element is HTMLElement => element?.getAttribute("role") === "alert");
  expect(said?.textContent).toBe(text);
  return said as HTMLElement;
}

/** Checks that `input` shows no message any more. */
export function expectClear(input: HTMLElement): void {
  expect(input.getAttribute("aria-invalid")).toBeNull();
}

/** The form's own message (a refusal of the whole form) inside `scope`, once it shows. */
export function formMessageIn(scope: HTMLElement): HTMLElement | null {
  return scope.querySelector<HTMLElement>('[data-testid="form-message"][role="alert"]');
}
