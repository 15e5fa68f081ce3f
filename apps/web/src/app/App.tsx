import ConfigProvider from "antd-mobile/es/components/config-provider";
import { currentLocale, i18n, useTranslation } from "../i18n";
import { componentLocale } from "../i18n/component-locale";
import type { PageRouter } from "../lib/navigation";
import { RouterView } from "./RouterView";

/** The component locale around the router; re-renders on language change so antd-mobile's texts follow. */
export function App({ router }: { router: PageRouter }) {
  useTranslation();
  return (
    <ConfigProvider locale={componentLocale(i18n, currentLocale())}>
      <RouterView router={router} />
    </ConfigProvider>
  );
}
