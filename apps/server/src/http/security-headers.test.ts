import { describe, expect, it } from "vitest";
import { systemClock } from "../lib/clock.js";
import { S3Storage } from "../providers/storage/s3.js";
import { SECURITY_HEADERS, webSecurityHeaders } from "./security-headers.js";

const directive = (csp: string | undefined, name: string) =>
  (csp ?? "").split(";").find((d) => d.startsWith(`${name} `));

const s3 = (endpoint: string | undefined, forcePathStyle: boolean) =>
  new S3Storage(
    {
      endpoint,
      region: "eu-west-1",
      bucket: "roster-files",
      accessKeyId: "id",
      secretAccessKey: "secret",
      forcePathStyle,
    },
    systemClock,
  );

describe("the web app's content security policy", () => {
  it("keeps uploads and files on Roster's own origin by default, videos previewed from blob: URLs", () => {
    const csp = SECURITY_HEADERS["content-security-policy"];
    expect(directive(csp, "connect-src")).toBe("connect-src 'self'");
    expect(directive(csp, "media-src")).toBe("media-src 'self' blob:");
  });

  it("lets the browser POST uploads to the bucket and load files from it, and nothing else", () => {
    const csp = webSecurityHeaders({ storageOrigins: ["http://127.0.0.1:9000"] })["content-security-policy"];
    expect(directive(csp, "connect-src")).toBe("connect-src 'self' http://127.0.0.1:9000");
    expect(directive(csp, "img-src")).toContain("http://127.0.0.1:9000");
    expect(directive(csp, "media-src")).toBe("media-src 'self' blob: http://127.0.0.1:9000");
    expect(directive(csp, "script-src")).toBe("script-src 'self'");
  });

  it("allows the built app's inline scripts by their hashes only, in script-src alone", () => {
    const hash = "'sha256-I5PysrxwLNRewilOWvyndvPgMVclLC+50pHNJudZ2MI='";
    const csp = webSecurityHeaders({ scriptHashes: [hash] })["content-security-policy"];
    expect(directive(csp, "script-src")).toBe(`script-src 'self' ${hash}`);
    expect(directive(csp, "script-src-attr")).toBe("script-src-attr 'none'");
    expect(directive(csp, "default-src")).toBe("default-src 'self'");
  });

  it("names the bucket's origin as the S3 SDK addresses it", () => {
    expect(s3("http://127.0.0.1:9000", true).browserOrigins()).toEqual(["http://127.0.0.1:9000"]);
    expect(s3("https://storage.example.com", false).browserOrigins()).toEqual([
      "https://roster-files.storage.example.com",
    ]);
    expect(s3(undefined, false).browserOrigins()).toEqual([
      "https://roster-files.s3.eu-west-1.amazonaws.com",
    ]);
  });
});
