import { RosterError } from "@roster/contract";
import { linkSocialByMobile } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultClientInfo } from "../../../lib/client-info.js";
import { providerMobile } from "../../../providers/social/phone-number.js";
import type { SocialIdentity } from "../../../providers/social/types.js";
import { signInWithIdentity } from "../../../services/social/sign-in.js";
import { smsCode, uniqueMobile } from "../../../test/codes.js";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ CODE_IP_DAILY_CAP: "1000" });
});
afterAll(() => h.close());

/** A provider that vouches for a mobile (univerify, Huawei) signs up someone whose mobile has an account. */
async function pending(mobile: string, openid: string): Promise<RosterError> {
  const identity: SocialIdentity = {
    provider: "univerify",
    platform: "app",
    appid: "__UNI__TEST",
    openid,
    mobile: providerMobile(mobile)!,
  };
  try {
    await signInWithIdentity(h.app.services, identity, {}, defaultClientInfo());
  } catch (error) {
    if (error instanceof RosterError) return error;
    throw error;
  }
  throw new Error("expected socialMobileNeedsProof");
}

describe("user/pub/linkSocialByMobile", () => {
  it("a social sign-up with a mobile that has an account creates nothing and answers 91207 with a ticket", async () => {
    const mobile = uniqueMobile();
    await h.createUser({ mobile, mobile_confirmed: 1 });
    const users = (await h.app.services.db.selectFrom("users").select("id").execute()).length;
    const error = await pending(mobile, "lk_1");
    expect(error.code).toBe(91207);
    expect(error.extra).toMatchObject({
      needLinkByMobile: true,
      mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`,
    });
    expect((await h.app.services.db.selectFrom("users").select("id").execute()).length).toBe(users);
  });

  it("links the pending identity to the mobile's account after an SMS login code, then signs in", async () => {
    const mobile = uniqueMobile();
    const owner = await h.createUser({ mobile, mobile_confirmed: 1 });
    const { ticket } = (await pending(mobile, "lk_2")).extra as { ticket: string };
    expect((await h.call(linkSocialByMobile, { ticket, mobile, code: "000000" })).code).toBe(50202);
    const body = await h.call(linkSocialByMobile, {
      ticket,
      mobile,
      code: await smsCode(h, mobile, "login"),
    });
    expect(body).toMatchObject({
      code: 0,
      type: "login",
      uid: owner.uid,
      provider: "univerify",
      openid: "lk_2",
    });
    const again = await signInWithIdentity(
      h.app.services,
      {
        provider: "univerify",
        platform: "app",
        appid: "__UNI__TEST",
        openid: "lk_2",
        mobile: providerMobile(mobile)!,
      },
      {},
      defaultClientInfo(),
    );
    expect(again.uid).toBe(owner.uid);
  });

  it("refuses another mobile than the ticket's (91208) and an altered or expired ticket (91206)", async () => {
    const mobile = uniqueMobile();
    await h.createUser({ mobile, mobile_confirmed: 1 });
    const { ticket } = (await pending(mobile, "lk_3")).extra as { ticket: string };
    const other = uniqueMobile();
    expect((await h.call(linkSocialByMobile, { ticket, mobile: other, code: "123456" })).code).toBe(91208);
    const altered = `${ticket.slice(0, 30)}${ticket[30] === "A" ? "B" : "A"}${ticket.slice(31)}`;
    expect((await h.call(linkSocialByMobile, { ticket: altered, mobile, code: "123456" })).code).toBe(91206);
    h.clock.advance(16 * 60 * 1000);
    expect((await h.call(linkSocialByMobile, { ticket, mobile, code: "123456" })).code).toBe(91206);
  });
});
