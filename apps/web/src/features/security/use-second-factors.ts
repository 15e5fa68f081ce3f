import { useQuery, useQueryClient } from "@tanstack/react-query";
import { hasValidToken } from "../../lib/session";
import { useSession } from "../../store/use-session";
import { fetchSecondFactors } from "./api";

/** The account's second factors (oldest first) and its unused recovery codes, read again by `refresh`. */
export function useSecondFactors() {
  const { user } = useSession();
  const client = useQueryClient();
  const queryKey = ["user", "secondFactors", user._id ?? ""];
  const query = useQuery({ queryKey, queryFn: fetchSecondFactors, enabled: hasValidToken(), gcTime: 0 });
  return {
    factors: query.data?.factors ?? [],
    recoveryCodesLeft: query.data?.recoveryCodesLeft ?? 0,
    isPending: query.isPending,
    isError: query.isError,
    retry: () => void query.refetch(),
    refresh: () => client.invalidateQueries({ queryKey }),
  };
}
