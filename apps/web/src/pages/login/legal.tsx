import { useLocation } from "react-router";
import { LegalDocument } from "../../features/auth/LegalDocument";
import { LEGAL_PAGES } from "../../features/auth/TermsConsent";

/**
 * `/pages/login/terms` and `/pages/login/privacy`: the terms of service and the privacy policy people
 * accept when they register (public pages; one module for both).
 */
export default function LegalPage() {
  const { pathname } = useLocation();
  return <LegalDocument document={pathname === LEGAL_PAGES.privacy ? "privacy" : "terms"} />;
}
