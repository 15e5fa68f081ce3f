import type { UserInfo } from "@roster/contract";
import { useQuery } from "@tanstack/react-query";
import { ensureInviteCode } from "./api";

/**
 * The user's invite code. A user without one gets one from setUserInviteCode, asked once the profile's
 * fresh userInfo has arrived (`ready`), so that a code the server already has is never asked for again.
 */
export function useInviteCode(user: Partial<UserInfo>, ready: boolean) {
  const existing = user.my_invite_code;
  const query = useQuery({
    queryKey: ["user", "inviteCode", user._id ?? ""],
    queryFn: ensureInviteCode,
    enabled: ready && !existing && typeof user._id === "string",
    gcTime: 0,
  });
  return { code: existing || query.data?.myInviteCode || "", pending: !existing && query.isFetching };
}
