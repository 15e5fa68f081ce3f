import { LIMITS } from "@roster/contract";
import { usePagedList } from "../../lib/query/use-paged-list";
import { useSession } from "../../store/use-session";
import { fetchInvitees } from "./api";

/** The invitees list's page size (the seed's default, 20). */
export const INVITEES_PAGE_SIZE = LIMITS.pageSize;

/** The people the signed-in user invited, as an infinite list (see {@link usePagedList}). */
export function useInvitees() {
  const { user } = useSession();
  return usePagedList(["user", "invitees", user._id ?? ""], fetchInvitees, INVITEES_PAGE_SIZE);
}
