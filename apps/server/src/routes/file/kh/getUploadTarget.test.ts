import { getUploadTarget, reportUpload } from "@roster/contract/routes";
import { expect, it } from "vitest";
import { describeEachStorage, png } from "../../../test/files.js";

describeEachStorage(
  "file/kh/getUploadTarget on %s storage",
  {
    UPLOAD_MAX_BYTES: "1000",
    UPLOAD_QUOTA_BYTES: "5000",
    UPLOAD_ALLOWED_TYPES: "image,video,audio,pdf,bin",
  },
  (h, { mode, s3 }) => {
    it("answers a target valid 60 s whose fileID lives in the caller's folder", async () => {
      const user = await h.createUser();
      const body = await h.call(getUploadTarget, { name: "My photo!.png", size: 10 }, { as: user });
      expect(body).toMatchObject({ code: 0, expiresIn: 60 });
      expect(body.fileID).toMatch(new RegExp(`^u/${user.uid}/[0-9a-f]{24}/My_photo_.png$`));
      expect(body.formData).toMatchObject({
        "Content-Type": "image/png",
        "Cache-Control": "max-age=2592000",
      });
      if (mode === "local") expect(body.uploadUrl).toBe("/files/upload");
      else expect(body.uploadUrl).toBe(`${s3.env.S3_ENDPOINT}/${s3.bucket}`);
      const withPath = await h.call(
        getUploadTarget,
        { name: "x.png", size: 1, cloudPath: "a/b/c.jpg" },
        { as: user },
      );
      expect(withPath.fileID).toMatch(/\/a\/b\/c\.jpg$/);
      expect(withPath.formData).toMatchObject({ "Content-Type": "image/jpeg" });
    });

    it("takes the type from the extension, png by default, and refuses 5-character extensions", async () => {
      const user = await h.createUser();
      expect(await h.call(getUploadTarget, { name: "noext", size: 1 }, { as: user })).toMatchObject({
        code: 0,
        formData: { "Content-Type": "image/png" },
      });
      expect(await h.call(getUploadTarget, { name: "a.jpeg", size: 1 }, { as: user })).toMatchObject({
        code: 0,
      });
      expect(await h.call(getUploadTarget, { name: "a.abcde", size: 1 }, { as: user })).toMatchObject({
        code: 91002,
      });
    });

    it("refuses over-size files and types UPLOAD_ALLOWED_TYPES does not list", async () => {
      const user = await h.createUser();
      expect(await h.call(getUploadTarget, { name: "a.png", size: 1001 }, { as: user })).toMatchObject({
        code: 91000,
      });
      expect(await h.call(getUploadTarget, { name: "a.exe", size: 10 }, { as: user })).toMatchObject({
        code: 91001,
      });
      expect(await h.call(getUploadTarget, { name: "a.pdf", size: 10 }, { as: user })).toMatchObject({
        code: 0,
      });
    });

    it("refuses hostile names and cloud paths with clear codes, never 500", async () => {
      const user = await h.createUser();
      const cases: [Record<string, unknown>, number][] = [
        [{ name: "a\u0000.png", size: 1 }, -1],
        [{ name: "a.png", size: 1, cloudPath: "../../etc/passwd.png" }, 91003],
        [{ name: "a.png", size: 1, cloudPath: "a/../b.png" }, 91003],
        [{ name: "a.png", size: 1, cloudPath: "http://evil/x.png" }, 91003],
        [{ name: "a.png", size: 1, cloudPath: "a\\b.png" }, 91003],
        [{ name: "a.png", size: 1, cloudPath: "   " }, 91003],
        [{ name: "a.png", size: 1, cloudPath: "a\u0001b.png" }, 91003],
        [{ name: "a.png", size: 1, cloudPath: "a\u0000b.png" }, -1],
        [{ name: "a.png", size: -1 }, -1],
        [{ name: "a.png", size: 1.5 }, -1],
        [{ name: "a.png", size: "10" }, -1],
        [{ name: ["a.png"], size: 1 }, -1],
        [{ name: "", size: 1 }, -1],
        [{ name: "x".repeat(300), size: 1 }, -1],
      ];
      for (const [data, code] of cases) {
        const { status, body } = await h.callRaw("file/kh/getUploadTarget", data, { as: user });
        expect({ data, status, code: body.code }).toEqual({ data, status: 200, code });
      }
      const dotted = await h.call(
        getUploadTarget,
        { name: "a.png", size: 1, cloudPath: "/x/./../..png" },
        { as: user },
      );
      expect(dotted.code).toBe(91003);
    });

    it("needs a signed-in caller", async () => {
      expect((await h.callRaw(getUploadTarget, { name: "a.png", size: 1 })).body).toMatchObject({
        code: 30204,
      });
    });

    it("keeps the quota exact under 100 parallel getUploadTarget calls", async () => {
      const user = await h.createUser();
      const results = await Promise.all(
        Array.from({ length: 100 }, () =>
          h.call(getUploadTarget, { name: "a.png", size: 100 }, { as: user }),
        ),
      );
      expect(results.filter((r) => r.code === 0)).toHaveLength(50);
      expect(results.filter((r) => r.code === 91004)).toHaveLength(50);
      const used = await h.app.services.db
        .selectFrom("files")
        .select((eb) => eb.fn.sum<string>("size").as("s"))
        .where("user_id", "=", user.uid)
        .executeTakeFirst();
      expect(Number(used?.s)).toBe(5000);
    });

    it("reserves open-size (extStorage) uploads before any byte lands, exact under 100 parallel uploads", async () => {
      const user = await h.createUser();
      const bytes = Buffer.alloc(200, 1);
      const targets = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          h.call(
            "user/pub/getUploadFileOptionsForExtStorage",
            { cloudPath: `public/f${i}.bin` },
            { as: user },
          ),
        ),
      );
      const signed = targets.filter((t) => t.code === 0);
      if (mode === "s3") {
        // The bucket takes the bytes: each target reserves the most it accepts (UPLOAD_MAX_BYTES) when signed.
        expect(signed).toHaveLength(5);
        expect(targets.filter((t) => t.code === 91004)).toHaveLength(95);
      } else {
        // Roster takes the bytes itself and reserves them as they arrive.
        expect(signed).toHaveLength(100);
      }
      const posts = await Promise.all(
        signed.map((t) =>
          h.postUpload(
            {
              uploadUrl: (t.uploadFileOptions as { url: string }).url,
              formData: (t.uploadFileOptions as { formData: Record<string, string> }).formData,
            },
            bytes,
          ),
        ),
      );
      const statuses = posts.map((r) => r.status);
      if (mode === "local") {
        expect(statuses.filter((s) => s === 200)).toHaveLength(25);
        expect(statuses.filter((s) => s === 413)).toHaveLength(75);
      }
      const reports = await Promise.all(
        signed.map((t) => h.call(reportUpload, { fileID: t.fileID as string }, { as: user })),
      );
      const accepted = mode === "s3" ? 5 : 25;
      expect(reports.filter((r) => r.code === 0)).toHaveLength(accepted);
      expect(reports.filter((r) => r.code === 91004)).toHaveLength(signed.length - accepted);
    });

    it("frees the quota when files are deleted", async () => {
      const user = await h.createUser();
      const bytes = await png();
      for (let i = 0; i < 5; i++) {
        expect(await h.call(getUploadTarget, { name: "a.png", size: 1000 }, { as: user })).toMatchObject({
          code: 0,
        });
      }
      expect(await h.uploadFile(user, "b.png", bytes)).toMatchObject({ code: 91004 });
      const one = await h.app.services.db
        .selectFrom("files")
        .select("id")
        .where("user_id", "=", user.uid)
        .executeTakeFirstOrThrow();
      await h.app.services.db.deleteFrom("files").where("id", "=", one.id).execute();
      expect(await h.uploadFile(user, "b.png", bytes)).toMatchObject({ code: 0 });
    });
  },
);
