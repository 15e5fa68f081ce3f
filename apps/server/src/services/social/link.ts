import { type Locale, maskMobile, RosterError } from "@roster/contract";
import { isUniqueViolation } from "../../db/errors.js";
import type { ClientInfo } from "../../lib/client-info.js";
import type { SocialIdentity } from "../../providers/social/types.js";
import { issueLogin, type LoginIssue, secondStepFor } from "../accounts/accounts.js";
import { checkCode, consumeCode } from "../codes/verify-codes.js";
import type { Services } from "../services.js";
import { assertUsable } from "../sessions/authentication.js";
import { findUserByConfirmed } from "../users/repository.js";
import { boundElsewhere, identityRow } from "./identity-rows.js";
import { findIdentity, insertIdentity, UnionTaken } from "./repository.js";
import { openTicket, sealTicket } from "./tickets.js";

/** How long a pending link waits for its SMS proof. */
const LINK_TICKET_MS = 15 * 60 * 1000;

/**
 * `socialMobileNeedsProof` for a new identity whose mobile already has an account: a sealed ticket holding
 * the pending identity (never its session key) and the masked mobile to send the SMS `login` code to.
 */
export function pendingLinkError(svc: Services, identity: SocialIdentity): RosterError {
  const { sessionKey: _secret, ...pending } = identity;
  const ticket = sealTicket(svc.socialKey, "link", pending, svc.clock.now() + LINK_TICKET_MS);
  return new RosterError(
    "socialMobileNeedsProof",
    {},
    { needLinkByMobile: true, ticket, mobile: maskMobile(identity.mobile!) },
  );
}

/**
 * user/pub/linkSocialByMobile: the SMS `login` code proves the mobile, then the pending identity of the
 * ticket joins the account of that mobile and it signs in. An identity that meanwhile got linked to
 * another account is never moved (`socialBoundElsewhere` family).
 */
export async function linkByMobile(
  svc: Services,
  input: { ticket: string; mobile: string; code: string },
  client: ClientInfo,
  locale: Locale,
): Promise<{ issue: LoginIssue; identity: SocialIdentity }> {
  const now = svc.clock.now();
  const identity = openTicket<SocialIdentity>(svc.socialKey, "link", input.ticket, now);
  if (identity.mobile !== input.mobile) throw new RosterError("socialLinkMobileMismatch");
  const checked = await checkCode(svc, {
    targets: [{ channel: "mobile", recipient: input.mobile }],
    purpose: "login",
    code: input.code,
    locale,
  });
  const user = await findUserByConfirmed(svc.db, "mobile", input.mobile);
  if (!user) throw new RosterError("mobileAccountNotExists");
  assertUsable(user);
  const linked = await findIdentity(svc.db, identity);
  if (linked && linked.user_id !== user.id) throw boundElsewhere(identity.provider);
  // An account with a second factor is not linked on one factor: the code is used, the link waits for a
  // sign-in with both (the identity can be bound from the profile then).
  const first = { type: "login", loginType: identity.provider } as const;
  const stop = await secondStepFor(svc, user, client, first);
  try {
    await svc.db.transaction().execute(async (trx) => {
      await consumeCode(trx, checked, now);
      if (!linked && !stop) await insertIdentity(trx, identityRow(identity, user.id, now));
    });
  } catch (error) {
    if (isUniqueViolation(error) || error instanceof UnionTaken) throw boundElsewhere(identity.provider);
    throw error;
  }
  if (stop) throw stop;
  const issue = await issueLogin(svc, user, client, first);
  return { issue, identity };
}
