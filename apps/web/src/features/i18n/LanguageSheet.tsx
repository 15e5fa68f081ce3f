import ActionSheet from "antd-mobile/es/components/action-sheet";
import { changeLocale, currentLocale, LANGUAGES, useTranslation } from "../../i18n";

/** Lists the languages in an action sheet; the choice applies at once and survives reloads. */
export default function LanguageSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const active = currentLocale();
  return (
    <ActionSheet
      visible={visible}
      onClose={onClose}
      cancelText={t("common.cancel")}
      extra={t("profile.language")}
      actions={LANGUAGES.map(({ locale, label }) => ({
        key: locale,
        text: locale === active ? `${label}  ✓` : label,
        bold: locale === active,
        onClick: () => {
          void changeLocale(locale);
          onClose();
        },
      }))}
    />
  );
}
