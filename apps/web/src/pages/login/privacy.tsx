import { LegalDocument } from "../../features/auth/LegalDocument";

/** `/pages/login/privacy`: the privacy policy people accept when they register (public). */
export default function PrivacyPage() {
  return <LegalDocument document="privacy" />;
}
