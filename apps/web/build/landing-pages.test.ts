import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "../src/app/routes";
import type { PageHandle } from "../src/lib/navigation";
import { LANDING_PAGES } from "./landing-pages";

describe("the landing pages whose code index.html preloads", () => {
  it.each(LANDING_PAGES)("$route is the page of $module in the app's routes", async ({ route, module }) => {
    const matched = matchRoutes(routes, route)?.at(-1)?.route;
    const handle = matched?.handle as PageHandle | undefined;
    expect(matched?.path).not.toBe("*");
    const page = await handle?.preload();
    const own = (await import(/* @vite-ignore */ `../${module}`)) as { default: unknown };
    expect(page).toBe(own.default);
  });
});
