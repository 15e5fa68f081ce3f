import { createHashRouter, type RouteObject } from "react-router";
import { bindRouter } from "../lib/navigation";
import { routes } from "./routes";

/** Creates the app's hash router (base `/`) and hands it to the navigation module. */
export function createAppRouter(table: RouteObject[] = routes) {
  const router = createHashRouter(table);
  bindRouter(router);
  return router;
}
