import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { ChatDemo } from "../../features/demo/ChatDemo";
import styles from "../../features/demo/demo.module.css";
import { RequestDemo } from "../../features/demo/RequestDemo";
import { PageShell } from "../../features/layout/PageShell";
import { useTranslation } from "../../i18n";

// Loaded apart: its preload list would otherwise sit in the shared chunk that the sign-in page loads too.
const TemplateIndex = lazy(() => import("../../features/template/TemplateIndex"));

/**
 * `/pages/test/test`: the demo page exercising the request layer and the WebSocket client (a chat), and the
 * index of every template page (`/pages_template/...`), grouped. Its query string is shown as input.
 */
export default function TestPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const inputs = params.toString();
  return (
    <PageShell title={t("demo.title")}>
      <p className={styles.intro}>{t("demo.intro")}</p>
      <p className={styles.inputs}>
        {t("demo.inputs")}: <code>{inputs ? decodeURIComponent(inputs) : t("demo.none")}</code>
      </p>
      <RequestDemo />
      <ChatDemo />
      <Suspense fallback={null}>
        <TemplateIndex />
      </Suspense>
    </PageShell>
  );
}
