import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ERRORS, fieldLabel } from "@roster/contract";
import { gatewayErrorsOf, TCB_ACTIONS, tcbCodeOf } from "@roster/contract/gateways";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.js";
import { buildHttpServer } from "../server.js";
import { TCB_HANDLERS } from "./tcb-actions/index.js";

// Issue 28.2: every /tcb/web action is a contract (packages/contract/src/gateways/tcb/<ns>/<action>.ts) with
// one handler file (tcb-actions/<ns>/<action>.ts), listed in /openapi.json, and run through one pipeline.

const here = path.dirname(fileURLToPath(import.meta.url));
const contractsRoot = path.resolve(here, "../../../../../packages/contract/src/gateways/tcb");
const ENV = "env-contracts-1";
const NAMES = Object.keys(TCB_ACTIONS).sort();

/** The action names of the `<ns>/<action>.ts` files under `root` (helpers of a folder left out). */
const actionFiles = (root: string, helpers: readonly string[]) =>
  (fs.readdirSync(root, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => /^\w+\/\w+\.ts$/.test(file) && !file.endsWith(".test.ts"))
    .filter((file) => !helpers.includes(file))
    .map((file) => file.slice(0, -".ts".length).replace("/", "."))
    .sort();

let h: Harness;
let http: FastifyInstance;
beforeAll(async () => {
  h = await createHarness({ TCB_ENV_ID: ENV, WEB_DIST: "/nonexistent" });
  http = await buildHttpServer(h.app);
});
afterAll(async () => {
  await http.close();
  await h.close();
});

const web = async (body: Record<string, unknown>) => {
  const res = await http.inject({
    method: "POST",
    url: `/tcb/web?env=${ENV}`,
    payload: { env: ENV, ...body },
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};

describe("the /tcb/web action registry", () => {
  it("contracts, contract files, handlers and handler files name the same actions", () => {
    expect(Object.keys(TCB_HANDLERS).sort()).toEqual(NAMES);
    expect(
      actionFiles(contractsRoot, ["auth/ticket-errors.ts", "auth/mail-errors.ts", "storage/batch.ts"]),
    ).toEqual(NAMES);
    expect(actionFiles(path.join(here, "tcb-actions"), [])).toEqual(NAMES);
    for (const [name, contract] of Object.entries(TCB_ACTIONS)) {
      expect(contract.action).toBe(name);
      expect(TCB_HANDLERS[name as keyof typeof TCB_HANDLERS].contract).toBe(contract);
    }
  });

  it("gives every error a gateway may answer a wire code the SDK reads (upper snake case)", () => {
    for (const contract of Object.values(TCB_ACTIONS))
      for (const name of gatewayErrorsOf(contract)) expect(tcbCodeOf(name)).toMatch(/^[A-Z][A-Z0-9_]*$/);
    expect(tcbCodeOf("tcbInvalidParam")).toBe("INVALID_PARAM");
    expect(tcbCodeOf("wrongCredentials")).toBe("PASSWORD_ERROR");
    expect(tcbCodeOf("emailAccountExists")).toBe("EMAIL_ACCOUNT_EXISTS");
  });
});

describe("the /tcb/web pipeline", () => {
  it("answers input that breaks an action's contract INVALID_PARAM naming the field, never a 500", async () => {
    const anonymous = await web({ action: "auth.signInAnonymously" });
    expect(anonymous.body).toMatchObject({ uuid: expect.any(String), refresh_token: expect.any(String) });
    for (const [body, field] of [
      [{ action: "auth.isUsernameRegistered", username: { $ne: 1 } }, "username"],
      [{ action: "auth.isUsernameRegistered" }, "username"],
      [{ action: "auth.signIn", loginType: "EMAIL", email: ["a@b.c"], password: "x" }, "email"],
      [{ action: "auth.resetPasswordWithToken", token: "a@b.c:123456", newPassword: 7 }, "newPassword"],
      [{ action: "auth.fetchAccessTokenWithRefreshToken", refresh_token: ["x"] }, "refresh_token"],
      [{ action: "functions.invokeFunction", function_name: 1 }, "function_name"],
      [{ action: "auth.activateEndUserMail", token: "a\u0000b" }, "token"],
    ] as const) {
      const answer = await web(body);
      expect(answer.status, JSON.stringify(body)).toBe(200);
      expect(answer.body, JSON.stringify(body)).toMatchObject({ code: "INVALID_PARAM" });
      // Named as the router names a field: by its label when the catalogue has one.
      const named = (fieldLabel(field, "en") ?? field).toLowerCase();
      expect(String(answer.body.message).toLowerCase(), JSON.stringify(body)).toContain(named);
      // The gateway's own refusals are the SDK's, byte for byte: no Roster number beside them.
      expect(answer.body.rosterCode).toBeUndefined();
    }
  });

  it("checks the caller before the input: a signed-in action refuses a visitor PERMISSION_DENIED", async () => {
    const visitor = await web({ action: "auth.signInAnonymously" });
    const refreshed = await web({
      action: "auth.fetchAccessTokenWithRefreshToken",
      refresh_token: visitor.body.refresh_token,
    });
    const answer = await web({
      action: "auth.updateUsername",
      username: { bad: true },
      access_token: refreshed.body.access_token,
    });
    expect(answer.body).toMatchObject({
      code: "PERMISSION_DENIED",
      message: "sign in with an account first",
    });
    const forged = await web({ action: "auth.getUserInfo", access_token: "anon.x.1.y" });
    expect(forged.body).toMatchObject({ code: "ACCESS_TOKEN_EXPIRED" });
  });

  it("says its refusals in the caller's language (x-locale), with the SDK's code", async () => {
    const res = await http.inject({
      method: "POST",
      url: `/tcb/web?env=${ENV}`,
      headers: { "x-locale": "fr" },
      payload: { env: ENV, action: "auth.nope" },
    });
    expect(res.json()).toMatchObject({
      code: "INVALID_ACTION",
      message: ERRORS.tcbInvalidAction.messages.fr,
    });
  });
});

interface GatewayOperation {
  operationId: string;
  requestBody: { content: { "application/json": { schema: { properties?: Record<string, unknown> } } } };
  "x-roster-gateway": { action: string };
  "x-roster-caller": string;
  "x-roster-budget": false | { name: string };
  "x-roster-errors": {
    name: keyof typeof ERRORS;
    code: number;
    wire: string;
    messages: Record<string, string>;
  }[];
}

describe("the /tcb/web actions in /openapi.json", () => {
  it("lists every action with its input, caller, budget and errors (with the SDK's codes)", async () => {
    const doc = (await http.inject({ method: "GET", url: "/openapi.json" })).json() as {
      paths: Record<string, { post: GatewayOperation }>;
    };
    const listed = Object.keys(doc.paths).filter((p) => p.includes("#"));
    expect(listed.sort()).toEqual(NAMES.map((name) => `/tcb/web#${name}`).sort());
    for (const [name, contract] of Object.entries(TCB_ACTIONS)) {
      const op = doc.paths[`/tcb/web#${name}`]!.post;
      expect(op.operationId).toBe(`tcb:${name}`);
      expect(op["x-roster-gateway"].action).toBe(name);
      expect(op["x-roster-caller"]).toBe(contract.caller);
      const budget = op["x-roster-budget"];
      expect(budget === false ? false : budget.name).toBe(contract.budget ?? false);
      expect(op["x-roster-errors"].map((e) => e.name)).toEqual(gatewayErrorsOf(contract));
      for (const error of op["x-roster-errors"]) {
        expect(error.wire).toBe(tcbCodeOf(error.name));
        expect(Object.keys(error.messages).sort()).toEqual(["en", "es", "fr", "zh-Hans", "zh-Hant"]);
      }
      const fields = Object.keys(op.requestBody.content["application/json"].schema.properties ?? {});
      expect(fields).toEqual(Object.keys((contract.input as { shape: object }).shape));
    }
    const page = await http.inject({ method: "GET", url: "/docs/docs.js" });
    expect(page.body).toContain('op["x-roster-gateway"]');
  });
});
