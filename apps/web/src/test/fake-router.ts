import type { Location } from "react-router";
import { vi } from "vitest";
import type { RouterLike } from "../lib/navigation/router-binding";

/** A router double: records navigations and pretends to be on `url`. */
export function fakeRouter(url = "/pages/index/index") {
  const [pathname = "/", query = ""] = url.split("?");
  const location: Location = {
    pathname,
    search: query ? `?${query}` : "",
    hash: "",
    state: null,
    key: "default",
  };
  const navigate = vi.fn<RouterLike["navigate"]>();
  const router: RouterLike & { navigate: typeof navigate } = {
    navigate,
    subscribe: () => () => {},
    state: { location },
  };
  return router;
}
