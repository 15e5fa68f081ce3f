import { LIMITS } from "@roster/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import Button from "antd-mobile/es/components/button";
import { useId, useState } from "react";
import { currentLocale, registerTexts, useTranslation } from "../../i18n";
import { luckyDrawTexts } from "../../i18n/groups/lucky-draw";
import { formatDateTime, formatRelative, SERVER_DAY_ZONE } from "../../lib/dates";
import { navigateToLogin } from "../../lib/navigation";
import { usePagedList } from "../../lib/query/use-paged-list";
import { CallError } from "../../lib/request";
import { useSession } from "../../store/use-session";
import { PageLoading } from "../layout/PageLoading";
import { drawOnce, fetchActivities, fetchActivity, fetchMyPrizes } from "./api";
import styles from "./lucky-draw.module.css";

registerTexts(luckyDrawTexts);

/** What the last draw said, for the live region. */
type Outcome = { kind: "win" | "lose" | "error"; text: string };

/** An activity's bound: the draw counts its days in the server's zone, so it is said there (labelled). */
const minutes = (time: number) => formatDateTime(time, currentLocale(), SERVER_DAY_ZONE.timeZone);

/** The lucky draw: pick an activity, see its prizes, draw (with the draws left today), see my prizes. */
export function LuckyDraw() {
  const { t } = useTranslation();
  const { signedIn, user } = useSession();
  const client = useQueryClient();
  const selectId = useId();
  const [chosen, setChosen] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const list = useQuery({ queryKey: ["lucky-draw", "list"], queryFn: fetchActivities });
  const activityId = chosen ?? list.data?.rows[0]?._id;
  const detail = useQuery({
    queryKey: ["lucky-draw", "activity", activityId, user._id ?? ""],
    queryFn: () => fetchActivity(activityId as string),
    enabled: activityId !== undefined,
  });
  if (list.isPending) return <PageLoading />;
  if (list.isError) {
    return (
      <p className={`${styles.result} ${styles.error}`} role="alert">
        {t("luckyDraw.loadFailed")}{" "}
        <Button size="small" onClick={() => void list.refetch()}>
          {t("luckyDraw.retry")}
        </Button>
      </p>
    );
  }
  const activities = list.data.rows;
  if (activities.length === 0) return <p className={styles.card}>{t("luckyDraw.noActivity")}</p>;
  const activity = detail.data?.activity ?? activities.find((a) => a._id === activityId);
  const remaining = detail.data?.remaining;
  const noPrize = activity ? Math.max(0, 100 - activity.prizes.reduce((s, p) => s + p.odds, 0)) : 0;

  const draw = async () => {
    if (!activity) return;
    setBusy(true);
    try {
      const result = await drawOnce(activity._id);
      setOutcome(
        result.prize
          ? { kind: "win", text: t("luckyDraw.won", { prize: result.prize.name }) }
          : { kind: "lose", text: t("luckyDraw.lost") },
      );
    } catch (error) {
      setOutcome({ kind: "error", text: error instanceof CallError ? error.msg : t("luckyDraw.loadFailed") });
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: ["lucky-draw"] });
    }
  };

  return (
    <div className={styles.wrap}>
      <section className={styles.card} aria-labelledby={`${selectId}-h`}>
        <h2 id={`${selectId}-h`}>{activity?.name ?? t("luckyDraw.title")}</h2>
        <label className={styles.field} htmlFor={selectId}>
          {t("luckyDraw.activity")}
          <select
            id={selectId}
            className={styles.select}
            value={activityId}
            onChange={(event) => {
              setChosen(event.target.value);
              setOutcome(undefined);
            }}
            data-testid="lucky-activity"
          >
            {activities.map((a) => (
              <option key={a._id} value={a._id}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
        {activity && (
          <>
            {activity.description && <p className={styles.meta}>{activity.description}</p>}
            <p className={styles.meta}>
              {t("luckyDraw.period", {
                start: minutes(activity.start_time),
                end: minutes(activity.end_time),
              })}
              <br />
              {t("luckyDraw.daily", { count: activity.daily_draws })}
            </p>
            <h3 className={styles.meta}>{t("luckyDraw.prizes")}</h3>
            <ul className={styles.prizes} data-testid="lucky-prizes">
              {activity.prizes.map((p) => (
                <li key={p._id} className={styles.prize}>
                  <span>{p.name}</span>
                  <span className={styles.prizeMeta}>
                    {t("luckyDraw.stock", { count: p.stock })} · {t("luckyDraw.odds", { odds: p.odds })}
                  </span>
                </li>
              ))}
              <li className={styles.prize}>
                <span className={styles.prizeMeta}>
                  {t("luckyDraw.noPrizeOdds", { odds: +noPrize.toFixed(2) })}
                </span>
              </li>
            </ul>
            {signedIn ? (
              <Button
                block
                color="primary"
                size="large"
                loading={busy}
                loadingText={t("luckyDraw.drawing")}
                disabled={busy || remaining === 0}
                onClick={() => void draw()}
                data-testid="lucky-draw-button"
              >
                {t("luckyDraw.draw")}
              </Button>
            ) : (
              <Button block color="primary" size="large" onClick={() => navigateToLogin()}>
                {t("luckyDraw.signInToDraw")}
              </Button>
            )}
            {remaining !== undefined && (
              <p className={styles.remaining} data-testid="lucky-remaining">
                {t("luckyDraw.remaining", { count: remaining })}
              </p>
            )}
          </>
        )}
        <p
          className={outcome ? `${styles.result} ${styles[outcome.kind]}` : styles.result}
          role="status"
          aria-live="polite"
          data-testid="lucky-result"
        >
          {outcome?.text ?? ""}
        </p>
      </section>
      {signedIn && <MyPrizes userId={user._id ?? ""} />}
    </div>
  );
}

/** The caller's wins, newest first, 20 at a time. */
function MyPrizes({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const headingId = useId();
  const wins = usePagedList(["lucky-draw", "mine", userId], fetchMyPrizes, LIMITS.pageSize);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{t("luckyDraw.myPrizes")}</h2>
      {wins.isPending ? (
        <PageLoading />
      ) : wins.rows.length === 0 ? (
        <p className={styles.empty}>{t("luckyDraw.myPrizesEmpty")}</p>
      ) : (
        <ul className={styles.wins} data-testid="lucky-my-prizes">
          {wins.rows.map((w) => (
            <li key={w._id}>
              <strong>{w.prize_name}</strong>
              <span className={styles.winMeta}>
                {w.activity_name}
                <br />
                {formatRelative(w.create_date, locale)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {wins.hasMore && (
        <Button className={styles.more} size="small" onClick={() => void wins.loadMore()}>
          {t("luckyDraw.more")}
        </Button>
      )}
    </section>
  );
}
