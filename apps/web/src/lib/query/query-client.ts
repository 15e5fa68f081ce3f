import { QueryClient } from "@tanstack/react-query";

/**
 * Server state of the client. The request layer already alerts failures and retries 90001 when asked,
 * so queries do not retry on their own.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one query client, shared by every page that reads server state. */
export const queryClient = createQueryClient();
