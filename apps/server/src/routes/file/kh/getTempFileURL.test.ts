import { getTempFileURL } from "@roster/contract/routes";
import { expect, it } from "vitest";
import { describeEachStorage, type FileHarness, png } from "../../../test/files.js";

describeEachStorage(
  "file/kh/getTempFileURL on %s storage",
  { UPLOAD_ALLOWED_TYPES: "image,video,audio,other" },
  (h, { mode }) => {
    const upload = async (
      user: Awaited<ReturnType<FileHarness["createUser"]>>,
      name: string,
      bytes: Buffer,
    ) => ((await h.uploadFile(user, name, bytes)).file as { file_id: string }).file_id;

    it("answers URLs in input order; ids the caller may not reach come back not-found, without URL", async () => {
      const [owner, other] = [await h.createUser(), await h.createUser()];
      const bytes = await png();
      const mine = await upload(owner, "a.png", bytes);
      const theirs = await upload(other, "b.png", bytes);
      const body = await h.call(
        getTempFileURL,
        { fileList: [theirs, mine, "u/nope/x.png", mine] },
        { as: owner },
      );
      expect(body).toMatchObject({
        code: 0,
        fileList: [
          { fileID: theirs, tempFileURL: "", code: 91005 },
          { fileID: mine, code: 0 },
          { fileID: "u/nope/x.png", tempFileURL: "", code: 91005 },
          { fileID: mine, code: 0 },
        ],
      });
      const list = body.fileList as { tempFileURL: string }[];
      const res = await fetch(h.absolute(list[1]!.tempFileURL));
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
    });

    it("lets a holder of the file-admin right reach anyone's files", async () => {
      const owner = await h.createUser();
      const admin = await h.createUser({ roles: ["admin"] });
      const id = await upload(owner, "a.png", await png());
      expect(await h.call(getTempFileURL, { fileList: [id] }, { as: admin })).toMatchObject({
        fileList: [{ fileID: id, code: 0 }],
      });
    });

    it("takes 1 to 50 string ids", async () => {
      const user = await h.createUser();
      for (const fileList of [
        [],
        Array.from({ length: 51 }, (_, i) => `x${i}`),
        [1],
        "a",
        [""],
        ["a\u0000"],
      ]) {
        const { status, body } = await h.callRaw("file/kh/getTempFileURL", { fileList }, { as: user });
        expect({ status, code: body.code }).toEqual({ status: 200, code: -1 });
      }
      const huge = Array.from({ length: 100_000 }, (_, i) => `id${i}`);
      expect((await h.callRaw("file/kh/getTempFileURL", { fileList: huge }, { as: user })).body.code).toBe(
        -1,
      );
      const fifty = await h.call(
        getTempFileURL,
        { fileList: Array.from({ length: 50 }, (_, i) => `x${i}`) },
        { as: user },
      );
      expect(fifty.fileList).toHaveLength(50);
      expect((await h.callRaw(getTempFileURL, { fileList: ["a"] })).body.code).toBe(30204);
    });

    if (mode === "local") {
      it("signs local URLs for 600 s and refuses them tampered or later", async () => {
        const user = await h.createUser();
        const id = await upload(user, "a.png", await png());
        const url = (
          (await h.call(getTempFileURL, { fileList: [id] }, { as: user })).fileList as {
            tempFileURL: string;
          }[]
        )[0]!.tempFileURL;
        expect(url).toMatch(/^\/files\/download\/u\/.+\?exp=\d+&sig=/);
        const other = await upload(user, "b.png", await png(5, 5));
        const swapped = url.replace(id, other);
        expect((await fetch(h.absolute(swapped))).status).toBe(403);
        // Another first character of the signature (one that is "A" already must not become "A").
        const forged = url.replace(/sig=(.)/, (_, first: string) => `sig=${first === "A" ? "B" : "A"}`);
        expect((await fetch(h.absolute(forged))).status).toBe(403);
        h.clock.advance(599_000);
        expect((await fetch(h.absolute(url))).status).toBe(200);
        h.clock.advance(2_000);
        const late = await fetch(h.absolute(url));
        expect(late.status).toBe(403);
        expect(await late.json()).toMatchObject({ code: 91014 });
      });

      it("serves ranges (206, 416), cache and safety headers; SVG and HTML as sandboxed attachments", async () => {
        const user = await h.createUser();
        const bytes = await png();
        const id = await upload(user, "a.png", bytes);
        const url = h.absolute(
          (
            (await h.call(getTempFileURL, { fileList: [id] }, { as: user })).fileList as {
              tempFileURL: string;
            }[]
          )[0]!.tempFileURL,
        );
        const whole = await fetch(url);
        expect(whole.headers.get("cache-control")).toBe("max-age=2592000");
        expect(whole.headers.get("x-content-type-options")).toBe("nosniff");
        expect(whole.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
        expect(whole.headers.get("content-type")).toBe("image/png");
        expect(whole.headers.get("content-disposition")).toBeNull();
        const part = await fetch(url, { headers: { range: "bytes=1-3" } });
        expect(part.status).toBe(206);
        expect(part.headers.get("content-range")).toBe(`bytes 1-3/${bytes.length}`);
        expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(1, 4));
        const tail = await fetch(url, { headers: { range: "bytes=-2" } });
        expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 2));
        const bad = await fetch(url, { headers: { range: `bytes=${bytes.length}-` } });
        expect(bad.status).toBe(416);
        expect(bad.headers.get("content-range")).toBe(`bytes */${bytes.length}`);

        const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
        const svgId = await upload(user, "x.svg", svg);
        const html = await upload(user, "x.html", Buffer.from("<script>alert(1)</script>"));
        for (const fid of [svgId, html]) {
          const u = (
            (await h.call(getTempFileURL, { fileList: [fid] }, { as: user })).fileList as {
              tempFileURL: string;
            }[]
          )[0]!;
          const res = await fetch(h.absolute(u.tempFileURL));
          expect(res.headers.get("content-disposition")).toBe("attachment");
          expect(res.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
        }
      });
    } else {
      it("answers presigned GETs that expire in 600 s", async () => {
        const user = await h.createUser();
        const id = await upload(user, "a.png", await png());
        const url = (
          (await h.call(getTempFileURL, { fileList: [id] }, { as: user })).fileList as {
            tempFileURL: string;
          }[]
        )[0]!.tempFileURL;
        expect(url).toContain("X-Amz-Expires=600");
        expect((await fetch(url)).status).toBe(200);
      });
    }
  },
);
