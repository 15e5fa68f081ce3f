import type { RouteRequest } from "@roster/contract";
import type { updateUser } from "@roster/contract/routes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "../../i18n";
import { toastMessage } from "../../lib/request";
import { hasValidToken } from "../../lib/session";
import { useLifeData } from "../../store/life-data";
import { fetchMyUserInfo, saveProfile } from "./api";

const ME = ["user", "me"] as const;

/** The signed-in user, refreshed from the server when the profile opens; shown from lifeData at once. */
export function useProfile() {
  const user = useLifeData((s) => s.$user.userInfo);
  // Not kept once the page closes (the next account must never see it), and not fetched once signed
  // out: sign-out clears the user while this page is still on screen. The answer reaches the page through
  // lifeData (the after-filter's userInfo): the query's own states re-render nothing.
  useQuery({
    queryKey: ME,
    queryFn: fetchMyUserInfo,
    enabled: hasValidToken(),
    gcTime: 0,
    notifyOnChangeProps: [],
  });
  return { user };
}

/**
 * Saves profile fields and confirms with a toast. Quiet: the caller says a refusal (the nickname dialog
 * under its field; a one-tap change with `alertRefusal`).
 */
export function useSaveProfile() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: RouteRequest<typeof updateUser>) => saveProfile(data, { needAlert: false }),
    onSuccess: (body) => {
      client.setQueryData(ME, body);
      void toastMessage(t("common.saved"), "success");
    },
  });
}
