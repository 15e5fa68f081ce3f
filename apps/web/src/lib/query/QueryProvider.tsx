import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { queryClient } from "./query-client";

/**
 * Gives a page the app's query client. Pages that read server state wrap themselves in it, so that
 * TanStack Query loads with them and not with the sign-in page.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
