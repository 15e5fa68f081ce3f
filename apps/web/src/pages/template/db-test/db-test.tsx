import { dbApiSelect } from "@roster/contract/routes";
import { useQuery } from "@tanstack/react-query";
import Button from "antd-mobile/es/components/button";
import { useState } from "react";
import styles from "../../../features/db-test/db-test.module.css";
import { DEMO_CALLS, type DemoCall, shownResult } from "../../../features/db-test/demo-calls";
import { RowItem } from "../../../features/db-test/RowItem";
import { PageLoading } from "../../../features/layout/PageLoading";
import { PageShell } from "../../../features/layout/PageShell";
import { registerTexts, useTranslation } from "../../../i18n";
import { dbTestTexts } from "../../../i18n/groups/db-test";
import { navigateTo, navigateToLogin } from "../../../lib/navigation";
import { QueryProvider } from "../../../lib/query/QueryProvider";
import { CallError, callRoute } from "../../../lib/request";
import { useSession } from "../../../store/use-session";

registerTexts(dbTestTexts);

/** `/pages_template/db-test/db-test`: the data-access demo (public reads; writes after sign-in). */
export default function DbTestPage() {
  return (
    <QueryProvider>
      <DbTest />
    </QueryProvider>
  );
}

/** The last demo call and what it answered (or the message of its failure). */
interface Outcome {
  name: string;
  ok: boolean;
  text: string;
}

function DbTest() {
  const { t } = useTranslation();
  const { signedIn, user } = useSession();
  const rows = useQuery({
    queryKey: ["db-test", "select", user._id ?? ""],
    queryFn: () => callRoute(dbApiSelect, {}, { needAlert: false }),
    gcTime: 0,
  });
  const [running, setRunning] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const list = rows.data?.rows ?? [];
  const targets = { firstRow: list[0], ownRow: list.find((row) => row.mine) };

  const run = async (call: DemoCall) => {
    if (call.needs && !targets[call.needs]) {
      setOutcome({
        name: call.name,
        ok: false,
        text: t(call.needs === "ownRow" ? "dbTest.needOwnRow" : "dbTest.needRow"),
      });
      return;
    }
    setRunning(call.name);
    try {
      const body = await call.run(targets);
      setOutcome({ name: call.name, ok: true, text: JSON.stringify(shownResult(body), null, 2) });
    } catch (error) {
      const text = error instanceof CallError ? `${error.code}: ${error.msg}` : String(error);
      setOutcome({ name: call.name, ok: false, text });
    } finally {
      setRunning(undefined);
    }
    if (call.writes) await rows.refetch();
  };

  const buttons = (writes: boolean) =>
    DEMO_CALLS.filter((call) => call.writes === writes).map((call) => (
      <Button
        key={call.name}
        size="small"
        color={writes ? "primary" : "default"}
        fill={writes ? "outline" : "solid"}
        disabled={(writes && !signedIn) || running !== undefined}
        loading={running === call.name}
        onClick={() => void run(call)}
      >
        {call.name}
      </Button>
    ));

  return (
    <PageShell title={t("dbTest.title")}>
      <div className={styles.stack}>
        <section className={styles.card} aria-labelledby="db-rows">
          <h2 id="db-rows">{t("dbTest.rows")}</h2>
          <p className={styles.muted}>{t("dbTest.intro")}</p>
          {rows.isPending ? (
            <PageLoading />
          ) : rows.isError ? (
            <p role="alert" className={styles.notice}>
              {t("dbTest.loadFailed")}
              <Button size="mini" onClick={() => void rows.refetch()}>
                {t("dbTest.retry")}
              </Button>
            </p>
          ) : (
            <>
              <p className={styles.muted} data-testid="db-total">
                {t("dbTest.total", { count: rows.data.total })}
              </p>
              {list.length === 0 ? (
                <p className={styles.notice}>{t(signedIn ? "dbTest.emptySignedIn" : "dbTest.empty")}</p>
              ) : (
                // A scrolling box: focusable, so that a keyboard can scroll it too.
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1)
                <ul className={styles.rows} aria-label={t("dbTest.rows")} tabIndex={0}>
                  {list.map((row) => (
                    <RowItem key={row._id} row={row} />
                  ))}
                </ul>
              )}
            </>
          )}
          <p className={styles.notice} style={{ marginTop: 12 }}>
            <Button
              size="small"
              fill="none"
              color="primary"
              onClick={() => {
                navigateTo("/pages_template/db-test/list/list");
              }}
            >
              {t("dbTest.openList")} ›
            </Button>
          </p>
        </section>

        <section className={styles.card} aria-labelledby="db-reads">
          <h2 id="db-reads">{t("dbTest.reads")}</h2>
          <div className={styles.buttons}>{buttons(false)}</div>
        </section>

        <section className={styles.card} aria-labelledby="db-writes">
          <h2 id="db-writes">{t("dbTest.writes")}</h2>
          {!signedIn && (
            <p className={styles.notice} style={{ marginBottom: 12 }} data-testid="db-sign-in-hint">
              {t("dbTest.signInHint")}
              <Button size="small" color="primary" onClick={() => navigateToLogin()}>
                {t("common.goSignIn")}
              </Button>
            </p>
          )}
          <div className={styles.buttons}>{buttons(true)}</div>
        </section>

        <section className={styles.card} aria-labelledby="db-result">
          <h2 id="db-result">{t("dbTest.result")}</h2>
          <div aria-live="polite" data-testid="db-result">
            {running ? (
              <p className={styles.muted}>{t("dbTest.running", { name: running })}</p>
            ) : outcome ? (
              <>
                <p className={outcome.ok ? styles.muted : styles.resultError}>{outcome.name}</p>
                {outcome.ok ? (
                  <pre className={styles.result}>{outcome.text}</pre>
                ) : (
                  <p className={styles.resultError}>{outcome.text}</p>
                )}
              </>
            ) : (
              <p className={styles.muted}>{t("dbTest.resultEmpty")}</p>
            )}
          </div>
        </section>
      </div>
    </PageShell>
  );
}
