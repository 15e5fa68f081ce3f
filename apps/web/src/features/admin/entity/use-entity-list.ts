import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { MENU_QUERY } from "../../menu/use-menu";
import { fetchListPage } from "../api";
import { type ListQuery, listRequest } from "./list-model";
import type { EntityConfig, EntityRow } from "./types";

/** The prefix of every console query. */
export const ADMIN_QUERY = ["admin"] as const;

/** One page of an entity's list for `query`; the previous page stays on screen while the next loads. */
export function useEntityList<R extends EntityRow>(config: EntityConfig<R>, query: ListQuery) {
  const request = listRequest(config, query);
  return useQuery({
    queryKey: [...ADMIN_QUERY, config.id, request],
    queryFn: () => fetchListPage<R>(config.list, request),
    placeholderData: keepPreviousData,
  });
}

/**
 * Reloads every console list after a change (a role's menus show in the roles list and the menu tree),
 * and the signed-in admin's own home menu.
 */
export function useRefreshConsole() {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: ADMIN_QUERY }),
      client.invalidateQueries({ queryKey: MENU_QUERY }),
    ]);
  };
}
