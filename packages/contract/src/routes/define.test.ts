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
  ] as const)("refuse %s with %j", (path, flags, message) => {
    expect(() => define(path, flags as Partial<RoutePolicy>)).toThrow(message);
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
