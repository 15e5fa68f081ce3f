import type { UserInfo } from "@roster/contract";
import { useQuery } from "@tanstack/react-query";
import { ensureInviteCode } from "./api";

/**
 * The user's invite code. A user whose record has none gets one from setUserInviteCode at once, beside
 * the profile's refresh rather than after it: the server answers the code it already has when it has
 * one, so asking early costs at most one small call, and a new user sees their code a round trip sooner.
 */
export function useInviteCode(user: Partial<UserInfo>) {
  const existing = user.my_invite_code;
  const query = useQuery({
    queryKey: ["user", "inviteCode", user._id ?? ""],
    queryFn: ensureInviteCode,
    enabled: !existing && typeof user._id === "string",
    gcTime: 0,
  });
  return { code: existing || query.data?.myInviteCode || "" };
}
