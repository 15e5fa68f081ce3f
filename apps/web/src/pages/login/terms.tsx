import { LegalDocument } from "../../features/auth/LegalDocument";

/** `/pages/login/terms`: the terms of service people accept when they register (public). */
export default function TermsPage() {
  return <LegalDocument document="terms" />;
}
