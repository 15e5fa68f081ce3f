import { DeviceList } from "../../features/devices/DeviceList";
import { PageShell } from "../../features/layout/PageShell";
import { registerTexts, useTranslation } from "../../i18n";
import { devicesTexts } from "../../i18n/groups/devices";
import { QueryProvider } from "../../lib/query/QueryProvider";

registerTexts(devicesTexts);

/** `/pages/user/devices`: the devices signed in to the account (needs login), reached from the profile. */
export default function DevicesPage() {
  const { t } = useTranslation();
  return (
    <QueryProvider>
      <PageShell title={t("devices.title")}>
        <DeviceList />
      </PageShell>
    </QueryProvider>
  );
}
