import { type ComponentType, createElement, use } from "react";
import type { PageHandle } from "../lib/navigation";

/** A page module: its default export is the page. */
export type PageModule = { default: ComponentType };

/** A code-split page: the component that renders it and the handle through which the router loads it. */
export interface LazyPage {
  Component: ComponentType;
  handle: PageHandle;
}

/**
 * A page whose code loads when it is first opened. The router loads it before it commits the navigation
 * (the current page stays on screen meanwhile), so the page renders at once; rendered before that, it
 * suspends until its code is there. A failed load is tried again on the next visit.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let Page: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = (): Promise<ComponentType> => {
    loading ??= load().then(
      (module) => {
        Page = module.default;
        return Page;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function LoadedPage() {
    return createElement(Page ?? use(preload()));
  }
  return {
    Component: LoadedPage,
    handle: {
      preload,
      guarded: true,
      get loaded() {
        return Page !== undefined;
      },
    },
  };
}
