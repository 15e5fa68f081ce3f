import { codeIn } from "./codes.js";
import type { Body, Harness } from "./harness.js";
import { URL_POOL, type World } from "./privilege-world.js";

/**
 * The attacker of the privilege property test: a non-admin caller (and every account it comes to sign in
 * as) running back-office and code calls, and trying every credential it obtains. `actor` picks who acts
 * among the caller and the accounts taken over (the latest token of each).
 */
export type Action = { actor: number } & (
  | { kind: "permUpdate"; permission: number; url: number; level: number; enable: boolean }
  | { kind: "permAdd"; url: number; level: number; read: boolean }
  | { kind: "permDelete"; permission: number }
  | { kind: "roleBind"; role: number; permissions: number[] }
  | { kind: "roleUpdate"; role: number; enable: boolean }
  | { kind: "roleDelete"; role: number }
  | { kind: "userBindRole"; user: number; roles: number[] }
  | { kind: "userUpdate"; user: number; password: boolean; email: number | null; backOffice: boolean | null }
  | { kind: "userReset"; user: number }
  | { kind: "userAdd"; email: number | null }
  | { kind: "setCode"; user: number; channel: "mobile" | "email"; purpose: "login" | "reset-pwd" }
  | { kind: "readOutbox"; user: number; channel: "mobile" | "email"; purpose: "login" | "reset-pwd" }
);

const PASSWORD = "Attack_1234";
const P = "admin/system/permission/sys/";
const R = "admin/system/role/sys/";
const U = "admin/system/user/sys/";

/** Runs actions and remembers every account it could sign in as (uid -> token), the caller first. */
export class Attacker {
  readonly controlled = new Map<string, string>();
  /** Answers by path and code, for the test's report. */
  readonly answers = new Map<string, number>();
  calls = 0;
  /** Calls that succeeded: only those can have changed rights or handed over an account. */
  successes = 0;
  private added = 0;

  constructor(
    private readonly h: Harness,
    private readonly world: World,
    private readonly run: number,
  ) {
    const caller = world.users[1]!;
    this.controlled.set(caller.uid, caller.token);
  }

  private async call(path: string, data: unknown, token?: string): Promise<Body> {
    this.calls++;
    const body = await this.h.call(path, data, token === undefined ? {} : { as: token });
    if (body.code === 0) this.successes++;
    const key = `${path.split("/").slice(-3).join("/")} ${body.code}`;
    this.answers.set(key, (this.answers.get(key) ?? 0) + 1);
    return body;
  }

  /** Even actors are the caller (the strongest account it holds), odd ones any account it took over. */
  private tokenOf(actor: number): string {
    const tokens = [...this.controlled.values()];
    return tokens[actor % 2 === 0 ? 0 : (actor >> 1) % tokens.length]!;
  }

  /** Even indices pick among the scenario's own roles (which have holders), odd ones among all roles. */
  private role(index: number): string {
    const own = this.world.roleIds.filter((r) => /^r\d+$/.test(r));
    return index % 2 === 0 ? this.pick(own, index >> 1) : this.pick(this.world.roleIds, index >> 1);
  }

  private pick<T>(pool: readonly T[], index: number): T {
    return pool[index % pool.length]!;
  }

  private email(index: number | null): string | null | undefined {
    if (index === null) return undefined;
    const users = this.world.users;
    return index < users.length ? users[index]!.email : `fresh${index}.r${this.run}@example.com`;
  }

  /** Signs in with an identifier and a password it set; a success adds the account. */
  private async tryPassword(identifier: string, password = PASSWORD): Promise<void> {
    const body = await this.call("user/pub/login", { username: identifier, password });
    if (body.code === 0) this.controlled.set(body.uid as string, tokenOf(body));
  }

  /** Uses a code it knows: signs in with a login code, or resets the password with a reset code. */
  private async useCode(channel: "mobile" | "email", recipient: string, purpose: string, code: string) {
    const field = channel === "mobile" ? { mobile: recipient } : { email: recipient };
    if (purpose === "login") {
      const path = channel === "mobile" ? "user/pub/loginBySms" : "user/pub/loginByEmail";
      const body = await this.call(path, { ...field, code, type: "login" });
      if (body.code === 0) this.controlled.set(body.uid as string, tokenOf(body));
      return;
    }
    const path = channel === "mobile" ? "user/pub/resetPasswordByMobile" : "user/pub/resetPasswordByEmail";
    if ((await this.call(path, { ...field, code, password: PASSWORD })).code === 0)
      await this.tryPassword(recipient);
  }

  private async target(index: number) {
    const { uid } = this.pick(this.world.users, index);
    const row = await this.h.app.services.db
      .selectFrom("users")
      .select(["id", "username", "email", "mobile"])
      .where("id", "=", uid)
      .executeTakeFirst();
    return row ?? { id: uid, username: null, email: null, mobile: null };
  }

  /** Runs one action as its actor. */
  async perform(a: Action): Promise<void> {
    const as = this.tokenOf(a.actor);
    const w = this.world;
    switch (a.kind) {
      case "permUpdate": {
        const [match_mode, url] = this.pick(URL_POOL, a.url);
        const data = { permission_id: this.pick(w.permissionIds, a.permission), url: [url], match_mode };
        await this.call(`${P}update`, { ...data, level: a.level, enable: a.enable }, as);
        return;
      }
      case "permAdd": {
        const [match_mode, url] = this.pick(URL_POOL, a.url);
        const id = `added${++this.added}`;
        const data = { permission_id: id, permission_name: id, url: [url], match_mode, level: a.level };
        const body = await this.call(`${P}add`, { ...data, curd_category: a.read ? 4 : 0 }, as);
        if (body.code === 0) w.permissionIds.push(id);
        return;
      }
      case "permDelete":
        await this.call(`${P}delete`, { permission_id: this.pick(w.permissionIds, a.permission) }, as);
        return;
      case "roleBind": {
        const ids = [...new Set(a.permissions.map((p) => this.pick(w.permissionIds, p)))];
        await this.call(`${R}bindPermission`, { role_id: this.role(a.role), permission_ids: ids }, as);
        return;
      }
      case "roleUpdate":
        await this.call(`${R}update`, { role_id: this.role(a.role), enable: a.enable }, as);
        return;
      case "roleDelete":
        await this.call(`${R}delete`, { role_id: this.role(a.role) }, as);
        return;
      case "userBindRole": {
        const roles = [...new Set(a.roles.map((r) => this.role(r)))];
        await this.call(`${U}bindRole`, { uid: this.pick(w.users, a.user).uid, role_ids: roles }, as);
        return;
      }
      case "userUpdate": {
        const target = await this.target(a.user);
        const data = {
          _id: target.id,
          ...(a.password ? { password: PASSWORD } : {}),
          ...(a.email !== null ? { email: this.email(a.email) } : {}),
          ...(a.backOffice !== null ? { allow_login_background: a.backOffice ? 1 : 0 } : {}),
        };
        if ((await this.call(`${U}update`, data, as)).code === 0 && a.password && target.username) {
          await this.tryPassword(target.username);
        }
        return;
      }
      case "userReset": {
        const target = await this.target(a.user);
        const body = await this.call(`${U}resetPassword`, { uid: target.id, password: PASSWORD }, as);
        if (body.code === 0 && target.username) await this.tryPassword(target.username);
        return;
      }
      case "userAdd": {
        const username = `added${++this.added}r${this.run}`;
        const email = this.email(a.email);
        const body = await this.call(
          `${U}add`,
          { username, password: PASSWORD, ...(email ? { email } : {}) },
          as,
        );
        if (body.code !== 0) return;
        const uid = (body.row as { _id: string })._id;
        w.users.push({ uid, username, email: email ?? "", mobile: "", token: "" });
        await this.tryPassword(username);
        return;
      }
      case "setCode":
      case "readOutbox": {
        const target = await this.target(a.user);
        const recipient = a.channel === "mobile" ? target.mobile : target.email;
        if (!recipient) return;
        const field = a.channel === "mobile" ? { mobile: recipient } : { email: recipient };
        let code = "975310";
        if (a.kind === "setCode") {
          if ((await this.call("user/sys/setVerifyCode", { ...field, code, type: a.purpose }, as)).code !== 0)
            return;
        } else {
          this.h.clock.advance(61_000);
          const send = a.channel === "mobile" ? "user/pub/sendSmsCode" : "user/pub/sendEmailCode";
          if ((await this.call(send, { ...field, type: a.purpose })).code !== 0) return;
          const outbox = await this.call("user/sys/getOutbox", { recipient, pageSize: 1 }, as);
          const [row] = (outbox.rows ?? []) as { text: string }[];
          if (!row) return;
          code = codeIn(row.text);
        }
        await this.useCode(a.channel, recipient, a.purpose, code);
        return;
      }
    }
  }
}

const tokenOf = (body: Body): string => (body.vk_uni_token as { token: string }).token;
