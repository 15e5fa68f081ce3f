import type { IdentityDocumentKind } from "@roster/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { hasValidToken } from "../../lib/session";
import { useSession } from "../../store/use-session";
import { fetchDocuments, removeDocument, saveDocument } from "./api";

/** The caller's saved documents (masked), and saving and deleting them; both read the list again. */
export function useIdentityDocuments() {
  const { user } = useSession();
  const client = useQueryClient();
  const queryKey = ["user", "identity-documents", user._id ?? ""];
  const query = useQuery({ queryKey, queryFn: fetchDocuments, enabled: hasValidToken(), gcTime: 0 });
  const refresh = () => client.invalidateQueries({ queryKey });
  const save = useMutation({
    mutationFn: ({ kind, fields }: { kind: IdentityDocumentKind; fields: Record<string, string> }) =>
      saveDocument(kind, fields),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: removeDocument, onSettled: refresh });
  return {
    rows: query.data?.rows ?? [],
    isPending: query.isPending,
    isError: query.isError,
    retry: () => void query.refetch(),
    save,
    remove,
  };
}
