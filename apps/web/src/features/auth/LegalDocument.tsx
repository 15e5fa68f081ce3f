import { useEffect, useState } from "react";
import { registerTexts, useTranslation } from "../../i18n";
import { accountRulesTexts } from "../../i18n/groups/account-rules";
import { loadRules } from "../form/account-rules";
import { AuthLayout } from "./AuthLayout";

registerTexts(accountRulesTexts);

/**
 * The terms of service or the privacy policy, with the version the server asks people to accept
 * (TERMS_VERSION). The text is Roster's default: an operator replaces it with their own.
 */
export function LegalDocument({ document }: { document: "terms" | "privacy" }) {
  const { t } = useTranslation();
  const [version, setVersion] = useState<string>();
  useEffect(() => {
    loadRules().then(
      (rules) => setVersion(rules.termsVersion),
      () => undefined,
    );
  }, []);
  const title = t(`legal.${document}`);
  return (
    <AuthLayout title={title} heading={title} subheading={version ? t("legal.version", { version }) : ""}>
      <p>{t(`legal.${document}Body`)}</p>
    </AuthLayout>
  );
}
