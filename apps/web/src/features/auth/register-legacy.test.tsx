import { VALIDATION_MESSAGES } from "@roster/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { startApp } from "../../test/app";
import { accountRules, json, mockFetch } from "../../test/fetch-mock";

// A file of its own: the account rules are asked once per page load.
describe("the register page under PASSWORD_POLICY=legacy", () => {
  it("follows the server's policy: the seed's rule and hint, common passwords allowed", async () => {
    mockFetch((request) =>
      request.url.endsWith("/getAccountRules")
        ? accountRules({ passwordPolicy: "legacy" })
        : json({ code: 0 }),
    );
    startApp("#/pages/login/register");
    const password = await screen.findByLabelText("Password");
    await waitFor(() => expect(password.getAttribute("placeholder")).toBe("6-18 letters, digits, _ or @"));
    const user = userEvent.setup();
    await user.type(password, "pass word");
    await user.tab();
    expect(await screen.findByText(VALIDATION_MESSAGES.password.en)).toBeTruthy();
    expect(screen.getByText("Password strength: weak")).toBeTruthy();
    await user.clear(password);
    await user.type(password, "abc123");
    await user.tab();
    await waitFor(() => expect(screen.queryByText(VALIDATION_MESSAGES.password.en)).toBeNull());
    expect(screen.getByText("Password strength: fair")).toBeTruthy();
  });
});
