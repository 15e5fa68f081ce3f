import { ERRORS } from "@roster/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "../routes/index.js";
import { createHarness, type Harness } from "../test/harness.js";
import { buildHttpServer } from "./server.js";

let h: Harness;
let http: FastifyInstance;
beforeAll(async () => {
  h = await createHarness({ WEB_DIST: "/nonexistent" });
  http = await buildHttpServer(h.app);
});
afterAll(async () => {
  await http.close();
  await h.close();
});

interface Operation {
  security: Record<string, string[]>[];
  "x-roster-class": string;
  "x-roster-encrypted": boolean;
  "x-roster-errors": { name: keyof typeof ERRORS; code: number; messages: Record<string, string> }[];
  "x-roster-socket": false | { url: string; message: unknown; push: unknown };
  requestBody: { content: { "application/json": { schema: { properties?: Record<string, unknown> } } } };
}

describe("GET /openapi.json", () => {
  it("describes every registered route with its class, security, encryption and errors", async () => {
    const res = await http.inject({ method: "GET", url: "/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, { post: Operation }> };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths).sort()).toEqual(
      Object.keys(ROUTES)
        .map((p) => `/router/${p}`)
        .sort(),
    );
    for (const [path, { contract }] of Object.entries(ROUTES)) {
      const op = doc.paths[`/router/${path}`]!.post;
      expect(op["x-roster-class"], path).toBe(contract.class);
      expect(op["x-roster-encrypted"], path).toBe(contract.encrypted);
      const tokenOnly = [{ uniIdToken: [] }];
      expect(op.security, path).toEqual(contract.class === "pub" ? [{}, ...tokenOnly] : tokenOnly);
      for (const error of op["x-roster-errors"]) {
        expect(error.code, path).toBe(ERRORS[error.name].code);
        expect(Object.keys(error.messages).sort()).toEqual(["en", "es", "fr", "zh-Hans", "zh-Hant"]);
      }
      expect(op["x-roster-errors"].map((e) => e.name)).toEqual(expect.arrayContaining([...contract.errors]));
      // Socket routes are marked, with where to open them and their messages each way.
      if (contract.socket) {
        expect(op["x-roster-socket"], path).toMatchObject({ url: `/ws/function/router?url=${path}` });
        expect(op["x-roster-errors"].map((e) => e.name)).toContain("socketRouteOverHttp");
      } else {
        expect(op["x-roster-socket"], path).toBe(false);
      }
    }
    const chat = doc.paths["/router/template/websocket/kh/chat"]!.post["x-roster-socket"];
    expect(chat && Object.keys((chat.message as { properties: object }).properties)).toEqual(["text"]);
    expect(doc.paths["/router/user/kh/push"]!.post["x-roster-socket"]).toMatchObject({ message: false });
    const login = doc.paths["/router/user/pub/login"]!.post;
    expect(Object.keys(login.requestBody.content["application/json"].schema.properties ?? {})).toEqual([
      "username",
      "password",
    ]);
    const bindRole = doc.paths["/router/admin/system/user/sys/bindRole"]!.post;
    expect(bindRole["x-roster-errors"].map((e) => e.name)).toEqual(
      expect.arrayContaining(["checkTokenFailed", "permissionDenied", "backOfficeDenied", "roleNotExist"]),
    );
  });
});

describe("the budgets in /openapi.json", () => {
  it("shows every route's effective flags, those its contract leaves to its class's defaults included", async () => {
    const doc = (await http.inject({ method: "GET", url: "/openapi.json" })).json() as {
      paths: Record<string, { post: Record<string, unknown> }>;
    };
    for (const [path, { contract }] of Object.entries(ROUTES)) {
      const op = doc.paths[`/router/${path}`]!.post;
      expect(op, path).toMatchObject({
        "x-roster-refreshes-user": contract.refreshesUser,
        "x-roster-audit": contract.audit ? contract.audit.title : false,
        "x-roster-rate": contract.rate,
        "x-roster-permission": contract.permission,
        "x-roster-back-office": contract.backOffice,
        "x-roster-accepts-uid": contract.acceptsUid,
        "x-roster-requires-valid-token": contract.requiresValidToken,
      });
    }
    // admin-log/sys/getList writes none of its flags: the sys class's defaults, as the router applies them.
    expect(doc.paths["/router/admin/system/admin-log/sys/getList"]!.post).toMatchObject({
      "x-roster-class": "sys",
      "x-roster-permission": "granted",
      "x-roster-back-office": true,
      "x-roster-accepts-uid": false,
      "x-roster-rate": "sys",
    });
  });

  it("shows each route's budget with the limits this server runs with, and false for the others", async () => {
    const custom = await createHarness({ WEB_DIST: "/nonexistent", BUDGET_OCR_PER_ACCOUNT: "7/day" });
    const server = await buildHttpServer(custom.app);
    const doc = (await server.inject({ method: "GET", url: "/openapi.json" })).json() as {
      paths: Record<string, { post: { description: string; "x-roster-budget": unknown } }>;
    };
    for (const [path, { contract }] of Object.entries(ROUTES)) {
      const op = doc.paths[`/router/${path}`]!.post;
      if (!contract.budget) expect(op["x-roster-budget"], path).toBe(false);
      else expect(op["x-roster-budget"], path).toMatchObject({ name: contract.budget });
    }
    const ocr = doc.paths["/router/ocr/kh/idcard"]!.post;
    expect(ocr["x-roster-budget"]).toEqual({
      name: "ocr",
      perAccount: [{ points: 7, per: "day" }],
      perIp: [],
      settings: { perAccount: "BUDGET_OCR_PER_ACCOUNT", perIp: "BUDGET_OCR_PER_IP" },
    });
    expect(ocr.description).toContain('Spends from the "ocr" budget');
    expect(ocr.description).toContain("per account 7 a day, per client IP no limit");
    await server.close();
    await custom.close();
  });
});

describe("GET /docs", () => {
  it("serves a page and its script from this server only", async () => {
    const page = await http.inject({ method: "GET", url: "/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain('<script type="module" src="/docs/docs.js">');
    expect(page.body).not.toMatch(/https?:\/\//);
    const script = await http.inject({ method: "GET", url: "/docs/docs.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(script.body).toContain('fetch("/openapi.json")');
    expect(script.body).not.toMatch(/https?:\/\//);
  });
});
