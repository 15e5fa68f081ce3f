import { describe, expect, it } from "vitest";
import { FIELD_LABELS } from "../errors/field-labels.js";
import { CONTRACTS } from "../routes/index.js";
import { bindRoute, loginRoute } from "../routes/social-routes.js";
import { getOAuthState } from "../routes/user/pub/getOAuthState.js";
import type { ProviderDescriptor } from "./descriptor.js";
import { SOCIAL_PROVIDERS } from "./index.js";
import { weixin } from "./weixin.js";

/** The path of each generic route kind, by route name. */
const GENERIC: Record<string, (name: string) => string> = {
  login: (n) => `user/pub/loginBy${n}`,
  bind: (n) => `user/kh/bind${n}`,
  unbind: (n) => `user/kh/unbind${n}`,
  code2Session: (n) => `user/pub/code2Session${n}`,
  phoneLogin: (n) => `user/pub/loginBy${n}PhoneNumber`,
};

describe("provider descriptors", () => {
  it("have distinct ids and route names", () => {
    const ids = SOCIAL_PROVIDERS.map((p) => p.id);
    const names = SOCIAL_PROVIDERS.map((p) => p.routeName);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(names).size).toBe(names.length);
  });

  it("name routes that exist, and every provider route of the contracts is one of theirs", () => {
    const declared = new Set<string>();
    for (const p of SOCIAL_PROVIDERS) {
      for (const kind of Object.keys(p.routes)) declared.add(GENERIC[kind]!(p.routeName));
      for (const path of "ownRoutes" in p ? p.ownRoutes : []) declared.add(path);
    }
    for (const path of declared) expect(Object.keys(CONTRACTS), path).toContain(path);
    const names = SOCIAL_PROVIDERS.map((p) => p.routeName).join("|");
    const generic = new RegExp(`^user/(pub|kh)/(loginBy|bind|unbind|code2Session)(${names})(PhoneNumber)?$`);
    const providerRoutes = Object.keys(CONTRACTS).filter((path) => generic.test(path));
    expect(providerRoutes.length).toBeGreaterThan(20);
    for (const path of providerRoutes) expect(declared, path).toContain(path);
  });

  it("say the flows their routes serve", () => {
    for (const p of SOCIAL_PROVIDERS) {
      const d: ProviderDescriptor = p;
      // A mini-program session (code2Session) needs a mini-program; a phone login, a phone-number flow; a
      // web consent flow, web OAuth; a linked identity, its upstream fields.
      if (d.routes.code2Session) expect(d.flows.miniProgram, d.id).toMatch(/^mp-/);
      if (d.routes.phoneLogin) expect(d.flows.phoneNumber, d.id).toBe(true);
      if (d.webFlows?.length) expect(d.flows.webOAuth, d.id).toBe(true);
      if (d.routes.bind) expect(d.userInfo, d.id).toBeDefined();
    }
  });

  it("give getOAuthState the providers that verify a credential, in their order", () => {
    const enumOf = getOAuthState.input.shape.provider.options;
    expect(enumOf).toEqual(SOCIAL_PROVIDERS.filter((p) => "login" in p.routes).map((p) => p.id));
    expect(enumOf).not.toContain("univerify");
  });

  it("give each provider its name as a field label (said in social errors)", () => {
    for (const p of SOCIAL_PROVIDERS) {
      expect((FIELD_LABELS as Record<string, unknown>)[p.id]).toEqual(p.label);
    }
  });

  it("refuse a route file whose path is not the descriptor's", () => {
    expect(() => loginRoute({ path: "user/pub/loginByWechat" as "user/pub/loginByWeixin" }, weixin)).toThrow(
      "user/pub/loginByWechat is the provider's user/pub/loginByWeixin",
    );
    const bound = bindRoute({ path: "user/kh/bindWeixin" }, weixin);
    expect(bound).toMatchObject({ path: "user/kh/bindWeixin", class: "kh", refreshesUser: true });
  });
});
