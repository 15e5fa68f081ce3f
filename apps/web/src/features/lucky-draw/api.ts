import type { RouteRequest } from "@roster/contract";
import {
  luckyDrawDraw,
  luckyDrawGetActivity,
  luckyDrawGetList,
  luckyDrawMyPrizes,
} from "@roster/contract/routes";
import { callRoute } from "../../lib/request";

/** The open activities (first page of 50: a handful run at once). */
export const fetchActivities = () => callRoute(luckyDrawGetList, { pageSize: 50 }, { loading: false });

/** One activity with the caller's draws left today (when signed in). */
export const fetchActivity = (activity_id: string) =>
  callRoute(luckyDrawGetActivity, { activity_id }, { loading: false });

/** One draw; failures (daily cap, ended) come back as a CallError for the page to announce, not alerted. */
export const drawOnce = (activity_id: string) =>
  callRoute(luckyDrawDraw, { activity_id }, { loading: false, needAlert: false });

/** One page of the caller's wins. */
export const fetchMyPrizes = (data: RouteRequest<typeof luckyDrawMyPrizes>) =>
  callRoute(luckyDrawMyPrizes, data, { loading: false });
