import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { useLifeData } from "../../store/life-data";
import { startApp } from "../../test/app";
import { fakeMedia } from "../../test/fake-media";
import { fakeServer } from "../../test/fake-server";
import { installFakeXhr } from "../../test/fake-xhr";
import { signInLocally } from "../../test/session";

const USER = {
  _id: "u1",
  username: "alice",
  nickname: "Alice",
  avatar: "",
  gender: 0,
  role: [],
  my_invite_code: "ABC2345",
};
const NEW_AVATAR = "/files/avatars/u1-512.webp";

/** getMyUserInfo, the two upload steps and setAvatar, which answers the user with the new avatar. */
function avatarServer() {
  let user = { ...USER };
  return fakeServer({
    "user/kh/getMyUserInfo": () => ({ userInfo: user, needUpdateUserInfo: true }),
    "file/kh/getUploadTarget": () => ({
      uploadUrl: "/storage/upload",
      formData: { key: "u1/avatar.jpg", token: "t0" },
      fileID: "u1/avatar.jpg",
      expiresIn: 60,
    }),
    "file/kh/reportUpload": (body) => ({
      file: { _id: "r1", file_id: body.fileID, url: "/tmp/u1/avatar.jpg", name: "avatar.jpg", type: "image" },
    }),
    "user/kh/setAvatar": () => {
      user = { ...user, avatar: NEW_AVATAR };
      return { userInfo: user, needUpdateUserInfo: true };
    },
  });
}

const photo = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "me.png", { type: "image/png" });

/** Opens the change-avatar sheet, chooses the photo and waits for the cropper to have measured it. */
async function chooseAndCrop() {
  fireEvent.click(await screen.findByTestId("avatar-row"));
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await user.upload(await screen.findByLabelText("Choose from files"), photo());
  const area = await screen.findByTestId("crop-area");
  const image = area.querySelector("img") as HTMLImageElement;
  fireEvent.load(image);
  return { area, user };
}

beforeEach(() => signInLocally());

describe("changing the avatar", () => {
  it("crops the photo to a square, uploads it with progress, sets it and shows it on the profile", async () => {
    const { draws } = fakeMedia({ width: 800, height: 600 });
    const server = avatarServer();
    const xhr = installFakeXhr();
    startApp("#/pages/profile/index");
    await chooseAndCrop();
    // The centred square of an 800×600 photo at zoom 1.
    fireEvent.click(screen.getByRole("button", { name: "Use this photo" }));
    await waitFor(() => expect(xhr.open()).toHaveLength(1));
    expect(draws).toEqual([
      { source: { x: 100, y: 0, width: 600, height: 600 }, target: { width: 600, height: 600 } },
    ]);
    const cropped = xhr.open()[0]!.file().size;
    expect(server.calls("file/kh/getUploadTarget")).toEqual([
      { name: "avatar.jpg", size: cropped, contentType: "image/jpeg" },
    ]);
    const request = xhr.open()[0]!;
    expect([request.method, request.url, request.fieldNames()]).toEqual([
      "POST",
      "/storage/upload",
      ["key", "token", "file"],
    ]);
    expect(request.file().type).toBe("image/jpeg");

    request.progress(40, 100);
    const bar = await screen.findByRole("progressbar", { name: "Change avatar" });
    await waitFor(() => expect(bar.getAttribute("aria-valuenow")).toBe("40"));
    expect(screen.getByText("Uploading 40%")).toBeTruthy();
    request.respond(204);

    await waitFor(() =>
      expect(server.calls("user/kh/setAvatar")).toEqual([{ fileID: "u1/avatar.jpg", deleteOldFile: true }]),
    );
    expect(server.calls("file/kh/reportUpload")).toEqual([{ fileID: "u1/avatar.jpg" }]);
    await waitFor(() => expect(useLifeData.getState().$user.userInfo.avatar).toBe(NEW_AVATAR));
    const row = screen.getByTestId("avatar-row");
    await waitFor(() => expect(within(row).getByRole("img").getAttribute("src")).toBe(NEW_AVATAR));
    expect(screen.queryByTestId("crop-area")).toBeNull();
  }, 15_000);

  it("a moved crop sends another square", async () => {
    const { draws } = fakeMedia({ width: 800, height: 600 });
    avatarServer();
    const xhr = installFakeXhr();
    startApp("#/pages/profile/index");
    const { area } = await chooseAndCrop();
    const cropper = area.querySelector("[data-testid='cropper']") ?? area.firstElementChild!;
    for (let i = 0; i < 10; i++) fireEvent.keyDown(cropper, { key: "ArrowRight" });
    fireEvent.keyUp(cropper, { key: "ArrowRight" });
    fireEvent.click(screen.getByRole("button", { name: "Use this photo" }));
    await waitFor(() => expect(xhr.open()).toHaveLength(1));
    const drawn = draws[0]!.source;
    expect(drawn.width).toBe(600);
    expect(drawn.x).not.toBe(100);
  });

  it("cancels the upload, says so, and retries to the end", async () => {
    fakeMedia();
    const server = avatarServer();
    const xhr = installFakeXhr();
    startApp("#/pages/profile/index");
    await chooseAndCrop();
    fireEvent.click(screen.getByRole("button", { name: "Use this photo" }));
    await waitFor(() => expect(xhr.open()).toHaveLength(1));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(xhr.made[0]?.aborted).toBe(true);
    expect(await screen.findByText("Canceled")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(xhr.open()).toHaveLength(1));
    expect(xhr.made).toHaveLength(2);
    xhr.open()[0]!.respond(200);
    await waitFor(() => expect(server.calls("user/kh/setAvatar")).toHaveLength(1));
    expect(server.calls("file/kh/getUploadTarget")).toHaveLength(2);
  });

  it("shows 'File upload failed' inline when the storage refuses, and the retry goes on from there", async () => {
    fakeMedia();
    const server = avatarServer();
    const xhr = installFakeXhr();
    startApp("#/pages/profile/index");
    await chooseAndCrop();
    fireEvent.click(screen.getByRole("button", { name: "Use this photo" }));
    await waitFor(() => expect(xhr.open()).toHaveLength(1));
    xhr.open()[0]!.respond(500);
    expect((await screen.findByRole("alert")).textContent).toBe("File upload failed");
    expect(document.querySelector(".adm-dialog")).toBeNull();
    expect(server.calls("file/kh/reportUpload")).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(xhr.open()).toHaveLength(1));
    xhr.open()[0]!.respond(201);
    await waitFor(() => expect(server.calls("user/kh/setAvatar")).toHaveLength(1));
  });

  it("opens a dialog named by its title, focus inside it; Esc closes it and focus returns to the row", async () => {
    avatarServer();
    startApp("#/pages/profile/index");
    const row = await screen.findByTestId("avatar-row");
    row.focus();
    fireEvent.click(row);
    const dialog = await screen.findByRole("dialog", { name: "Change avatar" });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await act(async () => {
      fireEvent.keyDown(document.activeElement as HTMLElement, { key: "Escape" });
    });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Change avatar" })).toBeNull(), {
      timeout: 3000,
    });
    expect(document.activeElement).toBe(row);
  });
});
