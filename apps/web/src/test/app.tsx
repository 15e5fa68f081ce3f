import { render } from "@testing-library/react";
import { afterEach } from "vitest";
import { App } from "../app/App";
import { createAppRouter } from "../app/create-router";

let router: ReturnType<typeof createAppRouter> | undefined;

/** Starts the real app (router table, guards, lazy pages) at `hash`; disposed after the test. */
export function startApp(hash: string) {
  window.location.hash = hash;
  router = createAppRouter();
  render(<App router={router} />);
  return router;
}

/** The current route as path + query. */
export const currentRoute = () => `${router?.state.location.pathname}${router?.state.location.search}`;

afterEach(() => {
  router?.dispose();
  router = undefined;
});
