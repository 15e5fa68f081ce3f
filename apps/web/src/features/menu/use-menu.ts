import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
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

/**
 * Whether the menu has answered (or failed, or is not loaded at all: signed out), or `waitMs` has passed.
 * The home page shows what sits below the menu only then, so that the menu's tiles arriving move nothing
 * already on screen (a tap meant for a shortcut must not land on what slid under the finger); a menu
 * slower than `waitMs` no longer holds the rest back.
 */
export function useMenuSettled(waitMs = 1000): boolean {
  const menu = useMenu();
  const settled = !menu.isPending || menu.fetchStatus === "idle";
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => setWaited(true), waitMs);
    return () => clearTimeout(timer);
  }, [settled, waitMs]);
  return settled || waited;
}
