import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { saveUserInfo } from "../../lib/session";
import { startApp } from "../../test/app";
import { fakeServer } from "../../test/fake-server";
import { signInLocally } from "../../test/session";

const PAGE = "#/pages_template/openapi/weixin/imgSecCheck";
const png = (bytes: number) => new File([new Uint8Array(bytes).fill(7)], "photo.png", { type: "image/png" });
const choose = async (file: File) => {
  const input = (await screen.findByTestId("openapi-image-input")) as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
  return input;
};

beforeEach(() => {
  signInLocally();
  saveUserInfo({ _id: "u1", username: "alice", role: [] });
});

describe("the WeChat picture check page", () => {
  it("says a picture over 1 MB is too big, with its size, sends nothing and empties the field", async () => {
    const server = fakeServer({ "template/openapi/weixin/kh/imgSecCheck": () => ({}) });
    startApp(PAGE);
    const input = await choose(png(2 * 1024 * 1024));
    const problem = await screen.findByTestId("openapi-problem");
    expect(problem.getAttribute("role")).toBe("alert");
    expect(problem.textContent).toMatch(/2(\.0)? MB.*up to 1 MB/);
    expect(input.value).toBe("");
    fireEvent.click(screen.getByRole("button", { name: /check/i }));
    await waitFor(() => expect(screen.getByTestId("openapi-problem").textContent).toMatch(/choose/i));
    expect(server.calls("template/openapi/weixin/kh/imgSecCheck")).toHaveLength(0);
  });

  it("refuses a file that is not a picture", async () => {
    startApp(PAGE);
    await choose(new File(["%PDF-1.7"], "cv.pdf", { type: "application/pdf" }));
    expect((await screen.findByTestId("openapi-problem")).textContent).toBe("This file is not a picture.");
  });

  it("sends a small picture inline and says it passed", async () => {
    const server = fakeServer({ "template/openapi/weixin/kh/imgSecCheck": () => ({}) });
    startApp(PAGE);
    await choose(png(64));
    await screen.findByRole("img", { name: /picture/i });
    fireEvent.click(screen.getByRole("button", { name: /check/i }));
    expect(await screen.findByTestId("openapi-result")).toBeTruthy();
    const sent = server.calls("template/openapi/weixin/kh/imgSecCheck")[0]!;
    expect(String(sent.base64)).toMatch(/^data:image\/png;base64,/);
  });
});
