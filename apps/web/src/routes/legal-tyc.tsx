import { LegalPage } from '../features/legal/components/legal-page';

/** /tyc: Términos y condiciones. */
export default function TermsPage() {
  return <LegalPage kind="tyc" />;
}
