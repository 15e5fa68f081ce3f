import { getTempFileURL, getUploadTarget, reportUpload } from "@roster/contract/routes";
import { expect, it } from "vitest";
import { describeEachStorage, png } from "../../../test/files.js";

/**
 * What a browser is told about a downloaded file (issue 27, item 7): only a fixed list of sniffed types
 * (raster images, audio, video, PDF) is ever shown inline; a type the uploader declared is never served
 * as it is.
 */

const XHTML = Buffer.from(
  '<html xmlns="http://www.w3.org/1999/xhtml"><body><script>alert(document.domain)</script></body></html>',
);

describeEachStorage(
  "served content types on %s storage",
  { UPLOAD_ALLOWED_TYPES: "image,video,audio,other" },
  (h) => {
    /** Signs `name` as `contentType`, uploads `bytes` with the form as given, reports; the download's headers. */
    async function uploadAndFetch(name: string, bytes: Buffer, contentType?: string) {
      const user = await h.createUser();
      const target = await h.call(
        getUploadTarget,
        { name, size: bytes.length, ...(contentType ? { contentType } : {}) },
        { as: user },
      );
      expect(target.code).toBe(0);
      expect((await h.postUpload(target as never, bytes, { filename: name })).status).toBe(200);
      const report = await h.call(reportUpload, { fileID: target.fileID! }, { as: user });
      expect(report.code).toBe(0);
      const urls = await h.call(getTempFileURL, { fileList: [target.fileID!] }, { as: user });
      const res = await fetch(h.absolute((urls.fileList as { tempFileURL: string }[])[0]!.tempFileURL));
      expect(res.status).toBe(200);
      return { target, report, headers: res.headers };
    }

    it("never takes a declared type for an unknown extension: XHTML as image/x+xml is an attachment", async () => {
      const { target, report, headers } = await uploadAndFetch("page.xht", XHTML, "image/x+xml");
      expect(target.formData).toMatchObject({ "Content-Type": "application/octet-stream" });
      expect((report.file as { content_type: string }).content_type).toBe("application/octet-stream");
      expect(headers.get("content-type")).toBe("application/octet-stream");
      expect(headers.get("content-disposition")).toBe("attachment");
    });

    it("serves a real PNG declared image/x+xml as the image/png its bytes are", async () => {
      const { report, headers } = await uploadAndFetch("a.png", await png(3, 3), "image/x+xml");
      expect((report.file as { content_type: string }).content_type).toBe("image/png");
      expect(headers.get("content-type")).toBe("image/png");
      expect(headers.get("content-disposition")).toBeNull();
    });

    it("sends text, and a PDF name on bytes that are no PDF, as attachments", async () => {
      const text = await uploadAndFetch("note.txt", Buffer.from("hello"));
      expect(text.headers.get("content-disposition")).toBe("attachment");
      const fake = await uploadAndFetch("doc.pdf", Buffer.from("<html><script>alert(1)</script></html>"));
      expect(fake.headers.get("content-type")).not.toBe("application/pdf");
      expect(fake.headers.get("content-disposition")).toBe("attachment");
    });
  },
);
