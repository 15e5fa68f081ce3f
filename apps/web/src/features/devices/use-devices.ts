import type { SessionInfo } from "@roster/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { hasValidToken } from "../../lib/session";
import { useSession } from "../../store/use-session";
import { fetchSessions, signOutDevice, signOutOtherDevices } from "./api";

/**
 * The account's live sessions, this device's first, then the most recently used; and the two ways to
 * end them. After either, the list is read again (another device may have signed in meanwhile).
 */
export function useDevices() {
  const { user } = useSession();
  const client = useQueryClient();
  const queryKey = ["user", "sessions", user._id ?? ""];
  const query = useQuery({
    queryKey,
    queryFn: fetchSessions,
    enabled: hasValidToken(),
    gcTime: 0,
  });
  const refresh = () => client.invalidateQueries({ queryKey });
  const signOutOne = useMutation({ mutationFn: signOutDevice, onSettled: refresh });
  const signOutOthers = useMutation({ mutationFn: signOutOtherDevices, onSettled: refresh });
  const rows: SessionInfo[] = [...(query.data?.rows ?? [])].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.last_used_at - a.last_used_at,
  );
  return {
    rows,
    isPending: query.isPending,
    isError: query.isError,
    retry: () => void query.refetch(),
    refresh,
    signOutOne,
    signOutOthers,
  };
}
