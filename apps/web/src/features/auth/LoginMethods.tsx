import { lazy, Suspense } from "react";
import { useTranslation } from "../../i18n";
import type { Channel } from "../codes/api";
import layoutStyles from "../layout/layout.module.css";
import styles from "./auth.module.css";
import { LoginForm } from "./LoginForm";
import { MethodTabs } from "./MethodTabs";

// The code tabs load on first open, so that they never weigh on the sign-in page's first load.
const CodeLoginForm = lazy(() =>
  import("./CodeLoginForm").then((module) => ({ default: module.CodeLoginForm })),
);

function CodeTab({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div className={styles.tabLoading} role="status">
          <span className={layoutStyles.spinner} aria-hidden="true" />
          <span className={layoutStyles.srOnly}>{t("common.loading")}</span>
        </div>
      }
    >
      <CodeLoginForm channel={channel} />
    </Suspense>
  );
}

/** The ways to sign in, as tabs: password, SMS code, e-mail code. */
export function LoginMethods() {
  const { t } = useTranslation();
  return (
    <MethodTabs
      label={t("codes.methods")}
      tabs={[
        { key: "password", title: t("codes.tabs.password"), render: () => <LoginForm /> },
        { key: "sms", title: t("codes.tabs.sms"), render: () => <CodeTab channel="mobile" /> },
        { key: "email", title: t("codes.tabs.email"), render: () => <CodeTab channel="email" /> },
      ]}
    />
  );
}
