import Button from "antd-mobile/es/components/button";
import ErrorBlock from "antd-mobile/es/components/error-block";
import { APP_CONFIG } from "../../../config";
import { PageShell } from "../../../features/layout/PageShell";
import { useTranslation } from "../../../i18n";
import { redirectTo } from "../../../lib/navigation";
import styles from "./404.module.css";

/** `/pages/error/404/404`: where unknown routes end up. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t("notFound.title")}>
      <div className={styles.box}>
        <ErrorBlock
          status="empty"
          title={t("notFound.title")}
          description={t("notFound.description")}
          fullPage={false}
        />
        <Button color="primary" shape="rounded" onClick={() => void redirectTo(APP_CONFIG.index.url)}>
          {t("notFound.home")}
        </Button>
      </div>
    </PageShell>
  );
}
