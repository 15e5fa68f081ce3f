import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { ROUTES } from "../../routes/index.js";
import { ADMIN_LOG_LIST } from "../../services/admin/admin-log.js";
import { COMPONENT_LIST } from "../../services/admin/components.js";
import { MENU_LIST } from "../../services/admin/menus.js";
import { PERMISSION_LIST } from "../../services/admin/permissions.js";
import { ROLE_LIST } from "../../services/admin/roles.js";
import { USER_LIST } from "../../services/admin/users.js";
import { APP_VERSION_LIST } from "../../services/app-versions/admin-app-versions.js";
import type { ListSpec } from "../../services/core/lists.js";
import { INVITEE_LIST } from "../../services/invites/invite-links.js";
import type { Harness, TestUser } from "../harness.js";
import { respelled } from "../respell.js";
import { HOSTILE_LINKS } from "./hostile-values.js";
import type { KnownSecrets, Violation } from "./oracle.js";
import type { Vocabulary } from "./schema-arbitrary.js";

/**
 * Who a fuzzed call comes from. `forged` carries the user's token with its signature changed, `respelled`
 * the same signature bytes spelled another way (the unused low bits of its last character flipped, issue 27):
 * neither may ever be taken for the user.
 */
export type Who = "anonymous" | "forged" | "respelled" | "user" | "admin";

/** The callers whose token is not a valid one. */
export const FORGED_CALLERS: ReadonlySet<Who> = new Set(["forged", "respelled"]);

/** Paths that are not routes, or try to reach one sideways. */
export const STRANGE_PATHS = [
  "user/pub/_private",
  "user/pub/login/../../sys/encryptPwd",
  "user//pub//login",
  "USER/PUB/LOGIN",
  "user/pub/login\u0000",
  "user/pub/login.",
  "__proto__",
  "constructor",
  "toString",
  "",
  "x".repeat(400),
  "admin/system/user/sys/getList?x=1",
  "user/pub/\ud800",
];

/** Every path of the route registry, then the strange ones. */
export const PATHS = [...Object.keys(ROUTES), ...STRANGE_PATHS];

/** The fields each list route offers. */
const LIST_FIELDS: Record<string, readonly string[]> = Object.fromEntries(
  (
    [
      ["admin/system/user/sys/getList", USER_LIST],
      ["admin/system/role/sys/getList", ROLE_LIST],
      ["admin/system/permission/sys/getList", PERMISSION_LIST],
      ["admin/system/menu/sys/getList", MENU_LIST],
      ["admin/system/components-dynamic/sys/getList", COMPONENT_LIST],
      ["admin/system/app-version/sys/getList", APP_VERSION_LIST],
      ["admin/system/admin-log/sys/getList", ADMIN_LOG_LIST],
    ] as [string, ListSpec][]
  ).map(([path, spec]) => [path, Object.keys(spec.fields)]),
);
const INVITEE_FIELDS = Object.keys(INVITEE_LIST.fields);

/** Field names a list route may filter and sort by, plus one it does not offer. */
export const listFieldsOf = (path: string): readonly string[] => [
  ...(LIST_FIELDS[path] ?? INVITEE_FIELDS),
  "password_hash",
];

/** A path: mostly a route of the registry, sometimes a strange one. */
export const pathArbitrary = fc.oneof(
  { arbitrary: fc.constantFrom(...Object.keys(ROUTES)), weight: 12 },
  { arbitrary: fc.constantFrom(...STRANGE_PATHS), weight: 1 },
);

/** A caller: mostly the signed-in ones, whose calls reach handlers and the database. */
export const callerArbitrary = fc.oneof(
  { arbitrary: fc.constant<Who>("admin"), weight: 4 },
  { arbitrary: fc.constant<Who>("user"), weight: 4 },
  { arbitrary: fc.constant<Who>("anonymous"), weight: 2 },
  { arbitrary: fc.constant<Who>("forged"), weight: 1 },
  { arbitrary: fc.constant<Who>("respelled"), weight: 1 },
);

/**
 * The fuzzer's world: a plain user and an admin (replaced when a fuzzed call disables, deletes, or signs
 * them out), the secret values no response may show, and the vocabulary that makes valid-ish input hit
 * real rows.
 */
export class FuzzWorld {
  user!: TestUser;
  admin!: TestUser;
  private readonly secrets = new Set<string>();
  replaced = 0;

  constructor(readonly h: Harness) {}

  /** Errors the server logged (newest last): a 5xx finding names the latest, for its cause. */
  readonly loggedErrors: string[] = [];

  async init(): Promise<void> {
    const logger = this.h.app.services.logger as unknown as { error: (...args: unknown[]) => void };
    const original = logger.error.bind(logger);
    logger.error = (...args: unknown[]) => {
      const err = (args[0] as { err?: { message?: string; stack?: string } } | undefined)?.err;
      this.loggedErrors.push(String(err?.stack ?? err?.message ?? args[1] ?? "").slice(0, 400));
      original(...args);
    };
    this.user = await this.newUser(false);
    this.admin = await this.newUser(true);
    if (this.h.config.token.secret) this.secrets.add(this.h.config.token.secret);
  }

  private async newUser(admin: boolean): Promise<TestUser> {
    const mobile = `139${String(randomBytes(4).readUInt32BE() % 1e8).padStart(8, "0")}`;
    const user = await this.h.createUser(admin ? { roles: ["admin"] } : { mobile, mobile_confirmed: 1 });
    const row = await this.h.app.services.db
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", user.uid)
      .executeTakeFirstOrThrow();
    if (row.password_hash) this.secrets.add(row.password_hash);
    this.secrets.add(user.token);
    return user;
  }

  /** The token a call of `who` carries. */
  tokenOf(who: Who): string | undefined {
    if (who === "user") return this.user.token;
    if (who === "admin") return this.admin.token;
    if (who === "forged") return `${this.user.token.slice(0, -4)}AAAA`;
    if (who === "respelled") return respelled(this.user.token);
    return undefined;
  }

  /** The secrets a response to `who` must not show (its own token excepted). */
  secretsFor(who: Who): KnownSecrets {
    return { values: [...this.secrets], ownToken: this.tokenOf(who) };
  }

  /** Replaces the user or admin when fuzzed calls left them unable to call (disabled, deleted, signed out). */
  async heal(): Promise<void> {
    for (const who of ["user", "admin"] as const) {
      const body = await this.h.call("user/kh/getMyUserInfo", {}, { as: this[who] });
      const roles = (body.userInfo as { role?: string[] } | undefined)?.role ?? [];
      if (body.code === 0 && (who === "user" || roles.includes("admin"))) continue;
      this[who] = await this.newUser(who === "admin");
      this.replaced++;
    }
  }

  /** Plausible values by field name. */
  readonly vocabulary: Vocabulary = (name) => {
    const listFields = listFieldsOf("admin/system/user/sys/getList");
    switch (name) {
      case "username":
        return [this.user.username, this.admin.username, "nobody_here"];
      case "password":
      case "oldPassword":
        return ["secret_123", "wrong_pw_1"];
      case "uid":
      case "_id":
        return [this.user.uid, this.admin.uid, "no-such-id"];
      case "key":
      case "name":
      case "fieldName":
      case "*key":
        return listFields;
      case "role_id":
      case "role_ids":
        return ["fuzz-role", "fuzz-role-2"];
      case "permission_id":
      case "permission_ids":
        return ["fuzz-perm"];
      case "menu_id":
      case "menu_ids":
      case "parent_id":
        return ["fuzz-menu"];
      case "data_id":
      case "ids":
        return ["fuzz-data"];
      case "mobile":
        // Another country's numbers and other spellings of a mainland one (issue 27: a +1 number never
        // signs in to, or binds over, a mainland account).
        return ["13800138000", "+8613800138000", "+86 138 0013 8000", "+12025550123", "+1 (202) 555-0123"];
      case "url":
      case "avatar":
      case "avatarUrl":
      case "avatar_file":
        // Links: absolute https ones and paths on Roster's origin pass; those a browser reads as another
        // host (issue 27) must be refused. Mostly valid ones, so that calls still reach their handlers.
        return [
          "https://example.com/a.png",
          "/static/a.png",
          "https://example.com/app.apk",
          HOSTILE_LINKS[0],
          HOSTILE_LINKS[2],
        ];
      case "email":
        return ["fuzz@example.com"];
      case "code":
        return ["123456"];
      default:
        return [];
    }
  };
}

/** Adds the latest error the server logged to an internal-error finding. */
export function withCause(violations: Violation[], world: FuzzWorld): Violation[] {
  return violations.map((v) =>
    v.rule === "HTTP 5xx"
      ? { ...v, detail: `${v.detail}; logged: ${world.loggedErrors.at(-1) ?? "nothing"}` }
      : v,
  );
}
