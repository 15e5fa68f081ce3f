import type { UserInfo } from "@roster/contract";
import { hasValidToken } from "../lib/session";
import { useLifeData } from "./life-data";

/** The signed-in user as the pages see it: signed in with a valid token, and who. */
export function useSession(): { signedIn: boolean; user: Partial<UserInfo> } {
  const user = useLifeData((s) => s.$user.userInfo);
  return { signedIn: hasValidToken() && typeof user._id === "string", user };
}

/** The name to greet a user by: nickname, else username, else nothing. */
export const displayName = (user: Partial<UserInfo>): string => user.nickname || user.username || "";
