import { PageShell } from "../../../features/layout/PageShell";
import { LuckyDraw } from "../../../features/lucky-draw/LuckyDraw";
import { registerTexts, useTranslation } from "../../../i18n";
import { luckyDrawTexts } from "../../../i18n/groups/lucky-draw";
import { QueryProvider } from "../../../lib/query/QueryProvider";

registerTexts(luckyDrawTexts);

/** `/pages_template/plugs/lucky-draw/lucky-draw`: the lucky draw (anyone sees it; drawing needs login). */
export default function LuckyDrawPage() {
  const { t } = useTranslation();
  return (
    <QueryProvider>
      <PageShell title={t("luckyDraw.title")}>
        <LuckyDraw />
      </PageShell>
    </QueryProvider>
  );
}
