import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AUDIT_TITLES } from "../audit-titles.js";
import { LOCALES } from "../i18n/texts.js";
import {
  defineRoute,
  isEncryptedByPath,
  type RouteContract,
  type RoutePolicy,
  routeClassOf,
} from "./define.js";
import { CONTRACTS, chat, contractOf, errorsOf, login, testEncryptRequest, userPush } from "./index.js";

const PLAIN: RoutePolicy = {
  refreshesUser: false,
  audit: false,
  encrypted: false,
  rate: "pub",
  permission: "none",
  backOffice: false,
  acceptsUid: false,
  requiresValidToken: false,
  opensSession: false,
  recentAuth: false,
  errors: [],
};
const define = (path: string, flags: Partial<RoutePolicy> = {}) =>
  defineRoute({
    ...PLAIN,
    ...flags,
    path,
    input: z.object({}),
    output: z.object({}),
  } as never) as RouteContract;

describe("route contracts", () => {
  it("take their class from the path: sys before kh before pub", () => {
    expect(routeClassOf("admin/system/user/sys/add")).toBe("sys");
    expect(routeClassOf("a/kh/sys/x")).toBe("sys");
    expect(routeClassOf("a/pub/kh/x")).toBe("kh");
    expect(routeClassOf("user/pub/login")).toBe("pub");
    expect(routeClassOf("user/public/login")).toBeUndefined();
    expect(define("a/kh/x").class).toBe("kh");
  });

  it.each([
    ["a/none/x", {}, /no pub, kh or sys segment/],
    ["a/sys/x", {}, /needs a permission/],
    ["a/pub/x", { permission: "granted" }, /not a sys route/],
    ["a/kh/x", { backOffice: true }, /not a sys route/],
    ["a/kh/x", { acceptsUid: true }, /not a sys route/],
    ["a/pub/x", { audit: { title: "roleAdd" } }, /cannot be audited/],
    ["template/encrypt/pub/x", {}, /must be encrypted \(seed §4\)/],
    ["a/kh/x", { requiresValidToken: true }, /requiresValidToken is for pub routes/],
    ["a/pub/x", { recentAuth: true }, /recentAuth needs a session/],
  ] as const)("refuse %s with %j", (path, flags, message) => {
    expect(() => define(path, flags as Partial<RoutePolicy>)).toThrow(message);
  });

  it("get their class's defaults for every flag they do not write, and keep the ones they do", () => {
    const bare = (path: string, flags: object = {}) =>
      defineRoute({ path, input: z.object({}), output: z.object({}), ...flags } as never) as RouteContract;
    const common = { refreshesUser: false, audit: false, encrypted: false, acceptsUid: false, errors: [] };
    expect(bare("a/pub/x")).toMatchObject({
      ...common,
      rate: "pub",
      permission: "none",
      backOffice: false,
      requiresValidToken: false,
    });
    expect(bare("a/kh/x")).toMatchObject({ ...common, rate: "kh", permission: "none", backOffice: false });
    expect(bare("a/sys/x")).toMatchObject({
      ...common,
      rate: "sys",
      permission: "granted",
      backOffice: true,
    });
    expect(bare("a/sys/x", { backOffice: false, permission: "admin", rate: "pub" })).toMatchObject({
      backOffice: false,
      permission: "admin",
      rate: "pub",
    });
    // A flag written as undefined does not hide its default.
    expect(bare("a/sys/x", { backOffice: undefined }).backOffice).toBe(true);
    expect(() => bare("a/sys/x", { permission: "none" })).toThrow(/needs a permission/);
  });

  it("carry every flag of the policy, written or defaulted, for the router and the docs", () => {
    const flags: (keyof RoutePolicy)[] = [
      "refreshesUser",
      "audit",
      "encrypted",
      "rate",
      "permission",
      "backOffice",
      "acceptsUid",
      "requiresValidToken",
      "errors",
    ];
    for (const contract of Object.values(CONTRACTS) as RouteContract[])
      for (const flag of flags) expect(contract[flag], `${contract.path} ${flag}`).toBeDefined();
  });

  it("are indexed by path, once each", () => {
    for (const [path, contract] of Object.entries(CONTRACTS)) {
      expect(contract.path).toBe(path);
      expect(contractOf(path)).toBe(contract);
    }
    expect(contractOf("toString")).toBeUndefined();
  });

  it("title every audited route in every locale", () => {
    const audited = Object.values(CONTRACTS).filter((c) => c.audit);
    expect(audited.length).toBeGreaterThan(0);
    for (const contract of audited) {
      if (!contract.audit) continue;
      for (const locale of LOCALES) expect(AUDIT_TITLES[contract.audit.title][locale]).not.toBe("");
    }
  });

  it("name the account acted on for every audited user action and every route that takes a uid", () => {
    const contracts: RouteContract[] = Object.values(CONTRACTS);
    const acting = contracts.filter((c) => c.audit && (c.acceptsUid || c.audit.title.startsWith("user")));
    expect(acting.length).toBeGreaterThanOrEqual(6);
    expect(acting.filter((c) => c.audit && !c.audit.target).map((c) => c.path)).toEqual([]);
    const targetOf = (path: string) => {
      const audit = contractOf(path)?.audit;
      return audit ? audit.target : undefined;
    };
    const fromInput = (path: string, input: unknown) => {
      const target = targetOf(path);
      return target && "fromInput" in target ? target.fromInput(input as never) : "no fromInput";
    };
    expect(fromInput("admin/system/user/sys/update", { _id: "u1", nickname: "x" })).toEqual({ user: "u1" });
    expect(fromInput("admin/system/user/sys/delete", { _id: "u2" })).toEqual({ user: "u2" });
    for (const path of ["bindRole", "resetPassword", "revokeSessions"]) {
      expect(fromInput(`admin/system/user/sys/${path}`, { uid: "u3" })).toEqual({ user: "u3" });
    }
    const push = "admin/system/push/sys/send";
    expect(fromInput(push, { to: { user_id: "u4" }, data: {} })).toEqual({ user: "u4" });
    expect(fromInput(push, { to: { session_id: "s1" }, data: {} })).toEqual({ session: "s1" });
    expect(fromInput(push, { to: { channel: "c", url: "user/kh/push" }, data: {} })).toBeUndefined();
    const add = targetOf("admin/system/user/sys/add");
    const created = add && "fromOutput" in add ? add.fromOutput : undefined;
    expect(created?.({ _id: "n1" } as never)).toEqual({ user: "n1" });
    // Routes that act on no one account name none.
    expect(contractOf("admin/system/role/sys/add")?.audit).toEqual({ title: "roleAdd" });
  });

  it("type an audit target by the route's own input and output", () => {
    const flags = { ...PLAIN, rate: "sys", permission: "granted", backOffice: true } as const;
    const input = z.object({ uid: z.string() });
    const output = z.object({ _id: z.string() });
    const good = defineRoute({
      ...flags,
      path: "a/sys/good",
      input,
      output,
      audit: { title: "userDelete", target: { fromInput: (i: { uid: string }) => ({ user: i.uid }) } },
    });
    expect(good.audit).toMatchObject({ title: "userDelete" });
    const wrongField = () =>
      defineRoute({
        ...flags,
        path: "a/sys/wrong",
        input,
        output,
        // @ts-expect-error: the input has no `id`
        audit: { title: "userDelete", target: { fromInput: (i: { id: string }) => ({ user: i.id }) } },
      });
    const wrongSide = () =>
      defineRoute({
        ...flags,
        path: "a/sys/side",
        input,
        output,
        // @ts-expect-error: the output has no `uid`
        audit: { title: "userAdd", target: { fromOutput: (o: { uid: string }) => ({ user: o.uid }) } },
      });
    expect([wrongField, wrongSide].every((f) => typeof f === "function")).toBe(true);
  });

  it("imply the errors of their class and flags", () => {
    expect(errorsOf(login)).toContain("passwordError");
    expect(errorsOf(login)).not.toContain("checkTokenFailed");
    expect(errorsOf(CONTRACTS["user/pub/logout"])).toContain("checkTokenFailed");
    expect(errorsOf(CONTRACTS["admin/system/user/sys/bindRole"])).toEqual(
      expect.arrayContaining(["checkTokenFailed", "permissionDenied", "backOfficeDenied", "roleNotExist"]),
    );
    expect(errorsOf(testEncryptRequest)).toContain("encryptionRequired");
    expect(errorsOf(chat)).toEqual(
      expect.arrayContaining(["socketRouteOverHttp", "socketBadJson", "tokenExpired"]),
    );
    expect(errorsOf(chat)).not.toContain("socketMessagesRefused");
    expect(errorsOf(userPush)).toContain("socketMessagesRefused");
    expect(errorsOf(login)).not.toContain("socketRouteOverHttp");
  });

  it("mark socket routes: `socket` is their frames' shapes, false on every called route", () => {
    expect(login.socket).toBe(false);
    expect(userPush.socket).toMatchObject({ message: false });
    const sockets = Object.values(CONTRACTS).filter((c) => c.socket);
    expect(sockets.map((c) => c.path).sort()).toEqual(["template/websocket/kh/chat", "user/kh/push"]);
    const socket = { message: false as const, push: z.object({}) };
    expect(() => define("a/kh/live", { refreshesUser: true, socket } as never)).toThrow(/socket route/);
    expect(() => define("a/kh/live", { audit: { title: "roleAdd" }, socket } as never)).toThrow(
      /socket route/,
    );
    expect(define("a/kh/live", { socket } as never).socket).toBe(socket);
  });

  it("flag as encrypted every route on the seed's encrypted paths (clients read the flag)", () => {
    const unflagged = Object.values(CONTRACTS).filter(
      (contract) => isEncryptedByPath(contract.path) && !contract.encrypted,
    );
    expect(unflagged).toEqual([]);
    expect(testEncryptRequest.encrypted).toBe(true);
    expect(login.encrypted).toBe(false);
    expect(isEncryptedByPath("template/encrypt/anything/pub/x")).toBe(true);
    expect(isEncryptedByPath("template/test/pub/testEncryptRequest2")).toBe(false);
  });
});
