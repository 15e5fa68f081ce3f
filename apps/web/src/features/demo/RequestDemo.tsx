import Button from "antd-mobile/es/components/button";
import List from "antd-mobile/es/components/list";
import Tag from "antd-mobile/es/components/tag";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { Icon } from "../layout/icons";
import styles from "./demo.module.css";
import { DEMO_ROUTES, type DemoCall, type DemoResult, runDemo } from "./demo-calls";

const CALLS: DemoCall[] = ["normal", "encrypted", "failing", "parallel"];

/** Buttons that exercise the request layer, and a log of what each call returned. */
export function RequestDemo() {
  const { t } = useTranslation();
  const [log, setLog] = useState<DemoResult[]>([]);
  const [running, setRunning] = useState<DemoCall | null>(null);
  const run = async (name: DemoCall) => {
    setRunning(name);
    const result = await runDemo(name, Date.now(), t(`demo.${name}`));
    setRunning(null);
    setLog((entries) => [result, ...entries].slice(0, 20));
  };
  return (
    <>
      <List mode="card" className={styles.calls}>
        {CALLS.map((name) => (
          <List.Item
            key={name}
            data-testid={`demo-${name}`}
            prefix={<Icon name="activity" />}
            description={t(`demo.${name}Desc`, { route: DEMO_ROUTES[name].path })}
            onClick={() => void run(name)}
            disabled={running !== null}
            arrowIcon={running === name ? <span className={styles.running}>…</span> : true}
          >
            {t(`demo.${name}`)}
          </List.Item>
        ))}
      </List>
      <section className={styles.log} aria-live="polite">
        <div className={styles.logHead}>
          <h2>{t("demo.results")}</h2>
          {log.length > 0 && (
            <Button size="mini" fill="none" onClick={() => setLog([])}>
              {t("demo.clear")}
            </Button>
          )}
        </div>
        {log.length === 0 && <p className={styles.empty}>{t("demo.empty")}</p>}
        {log.map((entry) => (
          <article key={entry.id} className={styles.entry} data-testid="demo-result">
            <div className={styles.entryHead}>
              <Tag color={entry.ok ? "success" : "danger"} round>
                {entry.ok ? "OK" : "FAIL"}
              </Tag>
              <strong>{entry.label}</strong>
              <span className={styles.ms}>{entry.ms} ms</span>
            </div>
            <pre>{JSON.stringify(entry.body, null, 2)}</pre>
          </article>
        ))}
      </section>
    </>
  );
}
