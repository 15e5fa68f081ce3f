import { useQuery } from "@tanstack/react-query";
import { getToken } from "../../lib/session";
import { useSession } from "../../store/use-session";
import { fetchMenu } from "./api";
import { menuSections } from "./menu-model";

/** The prefix of every menu query: invalidate it after changing menus or roles. */
export const MENU_QUERY = ["user", "menu"] as const;

/**
 * The signed-in user's menu as grid sections. The query is keyed on the user, the token and the roles, so
 * signing in (a new token), switching accounts or a role change seen in userInfo loads it afresh, and one
 * account never sees another's. Signed out, nothing is loaded.
 */
export function useMenu() {
  const { signedIn, user } = useSession();
  return useQuery({
    queryKey: [...MENU_QUERY, user._id ?? "", getToken() ?? "", (user.role ?? []).join(",")],
    queryFn: fetchMenu,
    select: (body) => menuSections(body.menus),
    enabled: signedIn,
  });
}
