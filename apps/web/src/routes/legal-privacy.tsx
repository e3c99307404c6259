import { LegalPage } from '../features/legal/components/legal-page';

/** /privacy-policy: Política de privacidad. */
export default function PrivacyPage() {
  return <LegalPage kind="privacy" />;
}
