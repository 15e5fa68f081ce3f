import Button from "antd-mobile/es/components/button";
import List from "antd-mobile/es/components/list";
import { type ReactNode, useCallback, useId, useState } from "react";
import { registerTexts, useTranslation } from "../../i18n";
import { openapiTexts } from "../../i18n/groups/openapi";
import { navigateTo, navigateToLogin } from "../../lib/navigation";
import { CallError } from "../../lib/request";
import { hasValidToken } from "../../lib/session";
import { PageShell } from "../layout/PageShell";
import { useSocialMethods } from "../social/use-social-methods";
import styles from "./openapi.module.css";

registerTexts(openapiTexts);

/** The words of a failed call: the server's message, or the error's own. */
export const problemOf = (error: unknown): string =>
  error instanceof CallError ? error.msg : error instanceof Error ? error.message : String(error);

/** One action of a demo form: whether it runs, its refusal and its last result. */
export function useAction<T>() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<T | null>(null);
  const run = useCallback(async (work: () => Promise<T>) => {
    setBusy(true);
    setProblem(null);
    setResult(null);
    try {
      setResult(await work());
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, problem, result, run, fail: setProblem };
}

/** A demo page: its title, what it shows, whether the platform is configured, and its cards. */
export function DemoPage({
  title,
  intro,
  platform,
  children,
}: {
  title: string;
  intro: string;
  /** The provider and mini-program platform whose settings the page needs (none: no status line). */
  platform?: { provider: string; platform: string };
  children: ReactNode;
}) {
  return (
    <PageShell title={title}>
      <div className={styles.page}>
        <p className={styles.intro}>{intro}</p>
        {platform && <PlatformStatus {...platform} />}
        {!hasValidToken() && <SignInNote />}
        {children}
      </div>
    </PageShell>
  );
}

/** Whether the server has the platform's app (from user/pub/getLoginMethods, which never spends quota). */
function PlatformStatus({ provider, platform }: { provider: string; platform: string }) {
  const { t } = useTranslation();
  const methods = useSocialMethods();
  if (methods === undefined) return <p className={styles.hint}>{t("openapi.checking")}</p>;
  const on = Boolean(methods?.some((m) => m.provider === provider && m.platforms.includes(platform)));
  return (
    <div className={`${styles.card} ${styles.status}`} role="status" data-testid="openapi-status">
      <span className={on ? `${styles.dot} ${styles.on}` : styles.dot} aria-hidden="true" />
      {t(on ? "openapi.configured" : "openapi.notConfigured")}
    </div>
  );
}

/** Said to signed-out visitors: the calls need an account. */
function SignInNote() {
  const { t } = useTranslation();
  return (
    <div className={styles.card}>
      <p className={styles.hint}>{t("openapi.signInFirst")}</p>
      <div className={styles.actions}>
        <Button size="small" shape="rounded" onClick={() => navigateToLogin()}>
          {t("common.goSignIn")}
        </Button>
      </div>
    </div>
  );
}

/** A titled card of a demo page. */
export function Card({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {hint && <p className={styles.hint}>{hint}</p>}
      {children}
    </section>
  );
}

/** The outcome of an action: its refusal (alert) or what it gave (status). */
export function Outcome({ problem, children }: { problem: string | null; children?: ReactNode }) {
  if (problem)
    return (
      <div className={styles.error} role="alert" data-testid="openapi-problem">
        {problem}
      </div>
    );
  if (!children) return null;
  return (
    <div className={styles.ok} role="status" data-testid="openapi-result">
      {children}
    </div>
  );
}

/** A labelled multi-line text field. */
export function TextArea({
  label,
  value,
  onChange,
  placeholder,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
}) {
  const id = useId();
  return (
    <>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

/** A labelled choice among a few values. */
export function Select<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

/** A form's submit button. */
export function Submit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className={styles.actions}>
      <Button type="submit" block shape="rounded" color="primary" loading={busy}>
        {children}
      </Button>
    </div>
  );
}

/** Links to the other pages of a platform's demo. */
export function SubPages({ pages }: { pages: { path: string; title: string }[] }) {
  const { t } = useTranslation();
  return (
    <List header={t("openapi.more")} mode="card" className={styles.links}>
      {pages.map((page) => (
        <List.Item key={page.path} description={page.path} onClick={() => navigateTo(page.path)}>
          {page.title}
        </List.Item>
      ))}
    </List>
  );
}

/** A picture the server answered (a mini-program code). */
export function CodeImage({ src, alt }: { src: string; alt: string }) {
  return <img className={styles.code} src={src} alt={alt} data-testid="openapi-code-image" />;
}

export { styles };
