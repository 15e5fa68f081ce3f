import { type ReactNode, Suspense, useState } from "react";

/**
 * Whether `visible` has been true at least once. A sheet or dialog is mounted from its first opening on:
 * one that was never opened costs its page nothing (the component library's animation and gesture hooks
 * run from mount, visible or not: eleven closed ones were a third of the profile's start-up work), and
 * once opened it stays mounted, so that it closes with its animation and keeps what it holds.
 */
function useOpenedOnce(visible: boolean): boolean {
  const [opened, setOpened] = useState(visible);
  if (visible && !opened) setOpened(true);
  return opened || visible;
}

/**
 * Renders `children` (a sheet or dialog) only from the first time `visible` is true (see useOpenedOnce),
 * in a Suspense boundary for the overlay's code, loaded at that moment (features/layout/overlays.ts).
 */
export function OnceOpened({ visible, children }: { visible: boolean; children: ReactNode }) {
  return useOpenedOnce(visible) ? <Suspense fallback={null}>{children}</Suspense> : null;
}
