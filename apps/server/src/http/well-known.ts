import type { FastifyInstance } from "fastify";
import type { MobileSettings } from "../settings/mobile.js";

/**
 * The files that let this host's links open the phone apps (apps/mobile): Android's Digital Asset Links
 * and Apple's app-site association. Each is served only when its apps are configured; otherwise 404, so a
 * host never vouches for an app it does not know.
 */
export function registerWellKnown(fastify: FastifyInstance, mobile: MobileSettings): void {
  const { androidApp, appleAppIds } = mobile;
  if (androidApp) {
    const body = JSON.stringify([
      {
        relation: ["delegate_permission/common.handle_all_urls"],
        target: {
          namespace: "android_app",
          package_name: androidApp.packageName,
          sha256_cert_fingerprints: androidApp.fingerprints,
        },
      },
    ]);
    fastify.get("/.well-known/assetlinks.json", (_request, reply) =>
      reply.type("application/json").header("cache-control", "public, max-age=3600").send(body),
    );
  }
  if (appleAppIds.length > 0) {
    // Every path of the app's document: the pages are in the hash, which the system never sees.
    const body = JSON.stringify({
      applinks: { details: [{ appIDs: appleAppIds, components: [{ "/": "/*" }] }] },
    });
    fastify.get("/.well-known/apple-app-site-association", (_request, reply) =>
      reply.type("application/json").header("cache-control", "public, max-age=3600").send(body),
    );
  }
}
