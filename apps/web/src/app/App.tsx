import ConfigProvider from "antd-mobile/es/components/config-provider";
import { type createHashRouter, RouterProvider } from "react-router";
import { currentLocale, useTranslation } from "../i18n";
import { componentLocale } from "../i18n/component-locale";

type AppRouter = ReturnType<typeof createHashRouter>;

/** The component locale around the router; re-renders on language change so antd-mobile's texts follow. */
export function App({ router }: { router: AppRouter }) {
  useTranslation();
  return (
    <ConfigProvider locale={componentLocale(currentLocale())}>
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
