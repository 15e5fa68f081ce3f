import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { saveUserInfo } from "../../lib/session";
import { startApp } from "../../test/app";
import { fakeServer } from "../../test/fake-server";
import { json } from "../../test/fetch-mock";
import { alertDialogs, expectClear, expectSaidUnder } from "../../test/inline-refusals";
import { signInLocally } from "../../test/session";

beforeEach(() => {
  signInLocally();
  saveUserInfo({ _id: "u1", username: "alice", role: [] });
});

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const debounce = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe("saving an identity document", () => {
  it("says a wrong ID number (91110) and a refused field (fields.name) under them", async () => {
    let answer = json({ code: 91110, msg: "The ID number is not valid" });
    fakeServer({
      "user/kh/getIdentityDocuments": () => ({ rows: [] }),
      "user/kh/saveIdentityDocument": () => answer,
      "user/kh/getMyUserInfo": () => ({
        userInfo: { _id: "u1", username: "alice" },
        needUpdateUserInfo: true,
      }),
    });
    startApp("#/pages/user/identity");
    expect(await screen.findByText("Nothing saved yet.", {}, { timeout: 12_000 })).toBeTruthy();
    fireEvent.change(field("Name"), { target: { value: "张三" } });
    fireEvent.change(field("ID number"), { target: { value: "110105194912310021" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expectSaidUnder(field("ID number"), "The ID number is not valid"));
    expectClear(field("Name"));
    expect(alertDialogs()).toBe(0);
    fireEvent.change(field("ID number"), { target: { value: "11010519491231002X" } });
    expectClear(field("ID number"));
    answer = json({ code: -1, msg: "Name is too long", key: "fields.name" });
    await debounce();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expectSaidUnder(field("Name"), "Name is too long"));
    expect(alertDialogs()).toBe(0);
  }, 20_000);
});
