import { type RouteObject, UNSAFE_createHashHistory } from "react-router";
import { bindRouter, createPageRouter, type PageHistory } from "../lib/navigation";
import { routes } from "./routes";

/**
 * Creates the app's router over the hash history (base `/`; react-router's own, which keeps the page's
 * position in `history.state.idx`) and hands it to the navigation module.
 */
export function createAppRouter(
  table: RouteObject[] = routes,
  history: PageHistory = UNSAFE_createHashHistory(),
) {
  const router = createPageRouter(table, history);
  bindRouter(router);
  return router;
}
