import { ERRORS } from "@roster/contract";
import { GATEWAY_COMMON_ERRORS } from "@roster/contract/gateways";
import type { FastifyInstance } from "fastify";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../test/harness.js";
import { buildHttpServer } from "./server.js";

// Issue 28.2: `/docs` shows the cloud gateways' actions and what any action of each gateway may answer.

let h: Harness;
let http: FastifyInstance;
beforeAll(async () => {
  h = await createHarness({
    CLOUD_SPACE_ID: "docs-space",
    CLOUD_CLIENT_SECRET: "docs-client-secret-0123456789",
    TCB_ENV_ID: "docs-env",
    WEB_DIST: "/nonexistent",
  });
  http = await buildHttpServer(h.app);
});
afterAll(async () => {
  await http.close();
  await h.close();
});

describe("GET /docs with both gateways served", () => {
  it("renders every gateway action and each gateway's common failures with the SDK's codes", async () => {
    const doc = (await http.inject({ method: "GET", url: "/openapi.json" })).json() as unknown;
    const html = (await http.inject({ method: "GET", url: "/docs" })).body;
    const script = (await http.inject({ method: "GET", url: "/docs/docs.js" })).body;
    const window = new Window();
    window.document.write(html.replace(/<script[^>]*><\/script>/, ""));
    // The page's script, run against this window with the document it fetches.
    Object.assign(globalThis, {
      document: window.document,
      location: { hash: "" },
      fetch: async () => ({ json: async () => doc }),
    });
    await import(`data:text/javascript;base64,${Buffer.from(script).toString("base64")}`);
    const summaries = [...window.document.querySelectorAll("summary")].map((s) => s.textContent ?? "");
    expect(summaries.some((s) => s.startsWith("POST /client serverless.file.resource.report"))).toBe(true);
    expect(summaries.some((s) => s.startsWith("POST /tcb/web?env=<TCB_ENV_ID> auth.signIn"))).toBe(true);
    const common = window.document.getElementById("common")!;
    const headings = [...common.querySelectorAll("h3")].map((e) => e.textContent);
    expect(headings).toEqual([
      "Failures any client gateway action may answer",
      "Failures any tcb gateway action may answer",
    ]);
    const text = common.textContent ?? "";
    for (const name of [...GATEWAY_COMMON_ERRORS.client, ...GATEWAY_COMMON_ERRORS.tcb])
      expect(text, name).toContain(name);
    expect(text).toContain("GATEWAY_INVALID_SIGN (HTTP 403)");
    expect(text).toContain(ERRORS.tcbInvalidEnv.messages.en);
  });
});
