import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../settings/config.js";
import { registerWellKnown } from "./well-known.js";

const FINGERPRINT = Array.from({ length: 32 }, (_, i) => i.toString(16).padStart(2, "0").toUpperCase()).join(
  ":",
);

async function serve(env: Record<string, string>) {
  const fastify = Fastify();
  registerWellKnown(fastify, loadConfig(env).mobile);
  await fastify.ready();
  return fastify;
}

describe("the phone apps' link verification files", () => {
  it("are absent until their apps are configured: the host vouches for no unknown app", async () => {
    const fastify = await serve({});
    expect((await fastify.inject("/.well-known/assetlinks.json")).statusCode).toBe(404);
    expect((await fastify.inject("/.well-known/apple-app-site-association")).statusCode).toBe(404);
  });

  it("name the Android app and its signing certificates, and the iOS apps, as the systems read them", async () => {
    const fastify = await serve({
      ANDROID_CERT_FINGERPRINTS: `${FINGERPRINT}, ${FINGERPRINT.replace(/^00/, "FF")}`,
      APPLE_APP_IDS: "ABCDE12345.app.roster.mobile",
    });
    const android = await fastify.inject("/.well-known/assetlinks.json");
    expect(android.headers["content-type"]).toMatch(/^application\/json/);
    expect(android.json()).toEqual([
      {
        relation: ["delegate_permission/common.handle_all_urls"],
        target: {
          namespace: "android_app",
          package_name: "app.roster.mobile",
          sha256_cert_fingerprints: [FINGERPRINT, FINGERPRINT.replace(/^00/, "FF")],
        },
      },
    ]);
    const apple = await fastify.inject("/.well-known/apple-app-site-association");
    expect(apple.json()).toEqual({
      applinks: { details: [{ appIDs: ["ABCDE12345.app.roster.mobile"], components: [{ "/": "/*" }] }] },
    });
  });

  it("refuse malformed settings at start-up", () => {
    expect(() => loadConfig({ ANDROID_CERT_FINGERPRINTS: "not-a-fingerprint" })).toThrow(ConfigError);
    expect(() => loadConfig({ APPLE_APP_IDS: "app.roster.mobile" })).toThrow(/APPLE_APP_IDS/);
    expect(() => loadConfig({ ANDROID_APP_ID: "has spaces" })).toThrow(/ANDROID_APP_ID/);
  });
});
