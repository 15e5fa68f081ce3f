import { LIMITS } from "@roster/contract";
import Button from "antd-mobile/es/components/button";
import InfiniteScroll from "antd-mobile/es/components/infinite-scroll";
import PullToRefresh from "antd-mobile/es/components/pull-to-refresh";
import { type FormEvent, useId, useState } from "react";
import styles from "../../../features/db-test/db-test.module.css";
import { RowItem } from "../../../features/db-test/RowItem";
import { type DemoListFilter, dayEnd, dayStart, useDemoList } from "../../../features/db-test/use-demo-list";
import { PageLoading } from "../../../features/layout/PageLoading";
import { PageShell } from "../../../features/layout/PageShell";
import { currentLocale, registerTexts, useTranslation } from "../../../i18n";
import { dbTestTexts } from "../../../i18n/groups/db-test";
import { formatRelative } from "../../../lib/dates";
import { QueryProvider } from "../../../lib/query/QueryProvider";
import { useSession } from "../../../store/use-session";

registerTexts(dbTestTexts);

/** `/pages_template/db-test/list/list`: everyone's demo rows, paged, searched by money and date range. */
export default function DbTestListPage() {
  return (
    <QueryProvider>
      <DemoList />
    </QueryProvider>
  );
}

function DemoList() {
  const { t } = useTranslation();
  const { user } = useSession();
  const id = useId();
  const [money, setMoney] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [filter, setFilter] = useState<DemoListFilter>({});
  const list = useDemoList(filter, user._id ?? "");

  const search = (event: FormEvent) => {
    event.preventDefault();
    const amount = money.trim();
    if (amount !== "" && !/^\d{1,10}$/.test(amount)) return setProblem(t("dbTest.badMoney"));
    const addTime = dayStart(from);
    const endTime = dayEnd(to);
    if (addTime !== undefined && endTime !== undefined && addTime > endTime)
      return setProblem(t("dbTest.badRange"));
    setProblem(undefined);
    setFilter({
      ...(amount !== "" ? { searchvalue: Number(amount) } : {}),
      ...(addTime !== undefined ? { addTime } : {}),
      ...(endTime !== undefined ? { endTime } : {}),
    });
  };
  const reset = () => {
    setMoney("");
    setFrom("");
    setTo("");
    setProblem(undefined);
    setFilter({});
  };

  return (
    <PageShell title={t("dbTest.listTitle")}>
      <div className={styles.stack}>
        <form className={`${styles.card} ${styles.form}`} onSubmit={search} aria-label={t("dbTest.search")}>
          <label className={styles.field} htmlFor={`${id}-money`}>
            {t("dbTest.searchMoney")}
            <input
              id={`${id}-money`}
              inputMode="numeric"
              value={money}
              placeholder={t("dbTest.searchMoneyPlaceholder")}
              onChange={(e) => setMoney(e.target.value)}
              aria-invalid={problem === t("dbTest.badMoney")}
            />
          </label>
          <label className={styles.field} htmlFor={`${id}-from`}>
            {t("dbTest.from")}
            <input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          </label>
          <label className={styles.field} htmlFor={`${id}-to`}>
            {t("dbTest.to")}
            <input id={`${id}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </label>
          <div className={styles.formButtons}>
            <Button type="submit" color="primary">
              {t("dbTest.search")}
            </Button>
            <Button type="button" onClick={reset}>
              {t("dbTest.reset")}
            </Button>
          </div>
          {problem && (
            <p className={styles.formError} role="alert">
              {problem}
            </p>
          )}
        </form>
        <Results list={list} />
      </div>
    </PageShell>
  );
}

function Results({ list }: { list: ReturnType<typeof useDemoList> }) {
  const { t } = useTranslation();
  if (list.isPending) return <PageLoading />;
  if (list.isError && list.rows.length === 0) {
    return (
      <p className={styles.notice} role="alert">
        {t("dbTest.loadFailed")}
        <Button size="mini" onClick={list.retry}>
          {t("dbTest.retry")}
        </Button>
      </p>
    );
  }
  const locale = currentLocale();
  return (
    <PullToRefresh onRefresh={list.refresh} threshold={LIMITS.pullToRefreshDistance}>
      <section aria-labelledby="db-list-results">
        <h2 id="db-list-results" className={styles.muted} data-testid="db-list-total">
          {t("dbTest.listTotal", { count: list.total })}
        </h2>
        {list.rows.length === 0 ? (
          <p className={`${styles.card} ${styles.notice}`}>{t("dbTest.listEmpty")}</p>
        ) : (
          <>
            <ul className={styles.listRows} aria-label={t("dbTest.listTitle")}>
              {list.rows.map((row) => (
                <RowItem
                  key={row._id}
                  row={row}
                  extra={t("dbTest.added", { time: formatRelative(row._add_time, locale) })}
                />
              ))}
            </ul>
            <InfiniteScroll
              loadMore={list.loadMore}
              hasMore={list.hasMore}
              threshold={LIMITS.scrollThreshold}
            />
          </>
        )}
      </section>
    </PullToRefresh>
  );
}
