import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { changeLocale } from "../../i18n";
import { saveUserInfo } from "../../lib/session";
import { startApp } from "../../test/app";
import { fakeServer } from "../../test/fake-server";
import { installFakeXhr } from "../../test/fake-xhr";
import { json } from "../../test/fetch-mock";
import { signInLocally } from "../../test/session";

interface Row {
  _id: string;
  file_id: string;
  url: string;
  name: string;
  display_name: string;
  size: number;
  type: string;
  duration?: number;
  _add_time: number;
}

/** The file routes over `stored` (newest first), with the server's paging; uploads add a row when reported. */
function filesServer(stored: Row[] = [], routes: Parameters<typeof fakeServer>[0] = {}) {
  let n = 0;
  return fakeServer({
    "file/kh/getList": (body) => {
      const pageIndex = Number(body.pageIndex);
      const pageSize = Number(body.pageSize);
      return {
        rows: stored.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
        total: stored.length,
        hasMore: pageIndex * pageSize < stored.length,
        pagination: { pageIndex, pageSize },
      };
    },
    "file/kh/getUploadTarget": (body) => ({
      uploadUrl: `/storage/${++n}`,
      formData: { key: `u1/${String(body.name)}`, policy: "p", signature: `s${n}` },
      fileID: `u1/${String(body.name)}`,
      expiresIn: 60,
    }),
    "file/kh/reportUpload": (body) => {
      const name = String(body.fileID).replace("u1/", "");
      const row = {
        _id: `r-${name}`,
        file_id: String(body.fileID),
        url: `/tmp/${name}`,
        name,
        display_name: name,
        size: 9,
        type: "other",
        _add_time: Date.now(),
      };
      stored.unshift(row);
      return { file: row };
    },
    ...routes,
  });
}

const textFiles = (count: number) =>
  Array.from({ length: count }, (_, i) => new File([`content ${i}`], `doc${i}.txt`, { type: "text/plain" }));
const itemOf = (name: string) =>
  screen.getAllByTestId("upload-item").find((item) => item.textContent?.includes(name)) as HTMLElement;
const statusOf = (name: string) => itemOf(name).getAttribute("data-status");

async function chooseFiles(files: File[]) {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await user.upload(await screen.findByLabelText("Upload files"), files);
}

afterEach(() => changeLocale("en"));

beforeEach(() => {
  signInLocally();
  saveUserInfo({ _id: "u1", username: "alice", role: [] });
});

describe("My files: the upload queue", () => {
  it("uploads 5 at a time, each with its own progress, then lists the files", async () => {
    const server = filesServer();
    const xhr = installFakeXhr();
    startApp("#/pages/user/files");
    expect(await screen.findByText("No files yet")).toBeTruthy();
    await chooseFiles(textFiles(7));
    await waitFor(() => expect(xhr.open()).toHaveLength(5));
    expect(server.calls("file/kh/getUploadTarget").map((b) => b.name)).toEqual([
      "doc0.txt",
      "doc1.txt",
      "doc2.txt",
      "doc3.txt",
      "doc4.txt",
    ]);
    expect(server.calls("file/kh/getUploadTarget")[0]).toEqual({
      name: "doc0.txt",
      size: 9,
      contentType: "text/plain",
    });
    const first = xhr.made[0]!;
    expect([first.method, first.url, first.fieldNames()]).toEqual([
      "POST",
      "/storage/1",
      ["key", "policy", "signature", "file"],
    ]);
    expect(statusOf("doc5.txt")).toBe("waiting");
    expect(within(itemOf("doc6.txt")).getByText("Waiting")).toBeTruthy();

    first.progress(50, 100);
    xhr.made[1]!.progress(20, 100);
    await waitFor(() => expect(within(itemOf("doc0.txt")).getByText("Uploading 50%")).toBeTruthy());
    expect(within(itemOf("doc0.txt")).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("50");
    expect(within(itemOf("doc1.txt")).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("20");

    first.respond(204);
    await waitFor(() => expect(statusOf("doc0.txt")).toBe("done"));
    expect(server.calls("file/kh/reportUpload")).toEqual([{ fileID: "u1/doc0.txt" }]);
    await waitFor(() => expect(xhr.open()).toHaveLength(5));
    expect(xhr.made.map((x) => x.url)).toHaveLength(6);
    await waitFor(() =>
      expect(screen.getAllByTestId("file-name").map((n) => n.textContent)).toEqual(["doc0.txt"]),
    );

    while (xhr.open().length > 0) {
      for (const request of xhr.open()) request.respond(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await waitFor(() => expect(screen.getAllByTestId("file-name")).toHaveLength(7));
    expect(xhr.made).toHaveLength(7);
    expect(screen.getAllByTestId("upload-item").map((i) => i.getAttribute("data-status"))).toEqual(
      Array(7).fill("done"),
    );
    fireEvent.click(screen.getByRole("button", { name: "Clear finished" }));
    expect(screen.queryAllByTestId("upload-item")).toHaveLength(0);
  }, 15_000);

  it("cancels one upload (its request aborted), retries it, and shows failures inline", async () => {
    const server = filesServer();
    const xhr = installFakeXhr();
    startApp("#/pages/user/files");
    await chooseFiles(textFiles(3));
    await waitFor(() => expect(xhr.open()).toHaveLength(3));

    fireEvent.click(within(itemOf("doc1.txt")).getByRole("button", { name: "Cancel" }));
    expect(xhr.made[1]?.aborted).toBe(true);
    await waitFor(() => expect(statusOf("doc1.txt")).toBe("canceled"));
    expect(within(itemOf("doc1.txt")).getByText("Canceled")).toBeTruthy();

    xhr.made[0]!.respond(500);
    const alert = await within(itemOf("doc0.txt")).findByRole("alert");
    expect(alert.textContent).toBe("File upload failed");
    expect(document.querySelector(".adm-dialog")).toBeNull();

    fireEvent.click(within(itemOf("doc1.txt")).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(xhr.made).toHaveLength(4));
    expect(statusOf("doc1.txt")).toBe("uploading");
    xhr.made[3]!.respond(200);
    xhr.made[2]!.respond(200);
    await waitFor(() => expect(statusOf("doc1.txt")).toBe("done"));
    expect(
      server
        .calls("file/kh/reportUpload")
        .map((b) => b.fileID)
        .sort(),
    ).toEqual(["u1/doc1.txt", "u1/doc2.txt"]);

    fireEvent.click(within(itemOf("doc0.txt")).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(xhr.made).toHaveLength(5));
    xhr.made[4]!.respond(201);
    await waitFor(() => expect(statusOf("doc0.txt")).toBe("done"));
    await waitFor(() => expect(screen.getAllByTestId("file-name")).toHaveLength(3));
  });

  it("shows the server's refusal on the file's row, and the seed's text in Chinese", async () => {
    filesServer([], {
      "file/kh/getUploadTarget": () => json({ code: 91003, msg: "This file is too large" }),
    });
    installFakeXhr();
    startApp("#/pages/user/files");
    await chooseFiles(textFiles(1));
    expect((await within(itemOf("doc0.txt")).findByRole("alert")).textContent).toBe("This file is too large");
    expect(document.querySelector(".adm-dialog")).toBeNull();
  });

  it("says 文件上传失败 in Simplified Chinese and 檔案上傳失敗 in Traditional Chinese", async () => {
    filesServer();
    const xhr = installFakeXhr();
    await changeLocale("zh-Hans");
    startApp("#/pages/user/files");
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.upload(await screen.findByLabelText("上传文件"), textFiles(1));
    await waitFor(() => expect(xhr.open()).toHaveLength(1));
    xhr.open()[0]!.fail();
    expect((await within(itemOf("doc0.txt")).findByRole("alert")).textContent).toBe("文件上传失败");
    await changeLocale("zh-Hant");
    await waitFor(() =>
      expect(within(itemOf("doc0.txt")).getByRole("alert").textContent).toBe("檔案上傳失敗"),
    );
  }, 15_000);
});

describe("My files: the list", () => {
  const row = (n: number, extra: Partial<Row> = {}): Row => ({
    _id: `r${n}`,
    file_id: `u1/f${n}`,
    url: `/tmp/f${n}`,
    name: `file ${n}.bin`,
    display_name: `file ${n}.bin`,
    size: 1000 + n,
    type: "other",
    _add_time: Date.now() - n * 60_000,
    ...extra,
  });

  it("shows a preview for images and the duration of videos", async () => {
    filesServer([
      row(1, { name: "photo.png", display_name: "photo.png", type: "image", url: "/tmp/photo.png" }),
      row(2, { name: "clip.mp4", display_name: "clip.mp4", type: "video", duration: 75.5 }),
    ]);
    installFakeXhr();
    startApp("#/pages/user/files");
    const rows = await screen.findAllByTestId("file-row");
    expect(rows[0]?.querySelector("img")?.getAttribute("src")).toBe("/tmp/photo.png");
    expect(rows[1]?.querySelector("img")).toBeNull();
    expect(within(rows[1]!).getByText(/Duration 1:16/)).toBeTruthy();
    expect(screen.getByTestId("file-total").textContent).toBe("Files: 2");
  });

  it("deletes a file after the user confirms, and keeps it when they do not", async () => {
    const stored = [row(1), row(2)];
    const server = filesServer(stored, {
      "file/kh/deleteFile": (body) => {
        const ids = body.fileList as string[];
        stored.splice(0, stored.length, ...stored.filter((r) => !ids.includes(r.file_id)));
        return { fileList: ids.map((fileID) => ({ fileID, code: 0, msg: "" })) };
      },
    });
    installFakeXhr();
    startApp("#/pages/user/files");
    const first = (await screen.findAllByTestId("file-row"))[0]!;
    fireEvent.click(within(first).getByRole("button", { name: "Delete" }));
    const dialog = (await screen.findByText("Delete file 1.bin? This cannot be undone.")).closest(
      ".adm-dialog",
    ) as HTMLElement;
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(document.querySelector(".adm-dialog")).toBeNull());
    expect(server.calls("file/kh/deleteFile")).toHaveLength(0);

    fireEvent.click(within(screen.getAllByTestId("file-row")[0]!).getByRole("button", { name: "Delete" }));
    const again = (await screen.findByText(/Delete file 1\.bin\?/)).closest(".adm-dialog") as HTMLElement;
    fireEvent.click(within(again).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(screen.getAllByTestId("file-name").map((n) => n.textContent)).toEqual(["file 2.bin"]),
    );
    expect(server.calls("file/kh/deleteFile")).toEqual([{ fileList: ["u1/f1"] }]);
  });

  it("copies a temporary link to the clipboard and shows it", async () => {
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    const server = filesServer([row(1)], {
      "file/kh/getTempFileURL": (body) => ({
        fileList: (body.fileList as string[]).map((fileID) => ({
          fileID,
          tempFileURL: `/files/t/${fileID}?sig=abc`,
        })),
      }),
    });
    installFakeXhr();
    const router = startApp("#/pages/user/files");
    fireEvent.click(
      within((await screen.findAllByTestId("file-row"))[0]!).getByRole("button", { name: "Copy link" }),
    );
    const link = await screen.findByTestId("temp-link");
    const expected = new URL("/files/t/u1/f1?sig=abc", window.location.href).href;
    expect(link.getAttribute("href")).toBe(expected);
    expect(writeText).toHaveBeenCalledWith(expected);
    expect(screen.getByText("Link copied. It works for a limited time.")).toBeTruthy();
    expect(server.calls("file/kh/getTempFileURL")).toEqual([{ fileList: ["u1/f1"] }]);
    // Leaving the page closes the link's dialog: it does not follow the person to the next page.
    await act(() => router.navigate("/pages/profile/index"));
    await waitFor(() => expect(screen.queryByTestId("temp-link")).toBeNull(), { timeout: 3000 });
  });
});
