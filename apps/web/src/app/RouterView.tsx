import {
  Component,
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
} from "react";
import { type Location, type NavigationType, type RouteObject, Router, useRoutes } from "react-router";
import { StartScreen } from "../features/layout/StartScreen";
import { markFirstScreen } from "../lib/dom/first-screen";
import type { PageRouter, PageRouterState } from "../lib/navigation";
import { rememberScroll, usePageScroll } from "./page-scroll";

const NavigationContext = createContext<PageRouterState["navigation"]>("idle");

/** `loading` while the next page's code is on its way (the current page stays on screen), else `idle`. */
export const usePageNavigation = (): PageRouterState["navigation"] => useContext(NavigationContext);

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The app's router on screen: react-router's declarative routes (Routes, Link, Navigate, useLocation,
 * useSearchParams) over the state of our PageRouter. New states apply in a transition, as the data
 * router's RouterProvider did. Until the first page's code is there, the start screen stays; once the
 * first page is rendered, the work that waits for the first screen may start (lib/dom/first-screen.ts).
 * Where each page is scrolled to follows the one rule of page-scroll.ts.
 */
export function RouterView({ router }: { router: PageRouter }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    let shown = router.state.location;
    const unsubscribe = router.subscribe((next) => {
      // The position of the page being left, kept before the next one renders over it.
      if (next.location !== shown) rememberScroll(shown);
      shown = next.location;
      startTransition(() => setState(next));
    });
    // A state that came while this first rendered (the first page's code, loaded beside the app's) also
    // applies in a transition: set plainly here, it would render the whole first page in one synchronous
    // task of the commit (51 ms of a 96 ms task on a fast machine).
    startTransition(() => setState(router.state));
    return unsubscribe;
  }, [router]);
  useEffect(() => {
    if (state.initialized) markFirstScreen();
  }, [state.initialized]);
  usePageScroll(state);
  if (!state.initialized) return <StartScreen />;
  return (
    <NavigationContext.Provider value={state.navigation}>
      <Router
        location={state.location}
        navigationType={state.action as NavigationType}
        navigator={router.navigator}
      >
        <RouteErrorBoundary location={state.location} error={state.error}>
          <RouteTable routes={router.routes} />
        </RouteErrorBoundary>
      </Router>
    </NavigationContext.Provider>
  );
}

interface BoundaryProps {
  location: Location;
  error: unknown;
  children: ReactNode;
}

interface BoundaryState {
  location: Location;
  error: unknown;
}

/**
 * What the data router showed when a page failed to render or its code failed to load (its default
 * error boundary around the whole route tree): the message and the stack, until the next navigation.
 */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { location: this.props.location, error: this.props.error };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState {
    if (state.location !== props.location) return { location: props.location, error: props.error };
    return { location: state.location, error: props.error !== undefined ? props.error : state.error };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    const message = error instanceof Error ? error.message : JSON.stringify(error);
    const stack = error instanceof Error ? error.stack : undefined;
    return (
      <>
        <h2>Unexpected Application Error!</h2>
        <h3 style={{ fontStyle: "italic" }}>{message}</h3>
        {stack ? (
          <pre style={{ padding: "0.5rem", backgroundColor: "rgba(200,200,200, 0.5)" }}>{stack}</pre>
        ) : null}
      </>
    );
  }
}
