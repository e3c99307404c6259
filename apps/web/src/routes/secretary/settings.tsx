import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-state';
import { AwardCategoriesCard } from '../../features/awards/components/award-categories-card';
import { LegalEditor } from '../../features/legal/components/legal-editor';
import { settingsQuery } from '../../data/settings';
import { EventSettingsCard } from '../../features/settings/components/event-settings-card';
import { lazySection } from '../../components/on-demand';

// The sections below the fold load after the page paints, in parallel with their data.
const MotionCatalogueCard = lazySection(
  () => import('../../features/settings/components/motion-catalogue-card').then((m) => m.MotionCatalogueCard),
  480,
);
const CertificatesSection = lazySection(
  () => import('../../features/certificates/components/certificates-section').then((m) => m.CertificatesSection),
  480,
);
const MailTemplatesCard = lazySection(
  () => import('../../features/mail/components/mail-templates-card').then((m) => m.MailTemplatesCard),
  320,
);
const AdvisorLinksCard = lazySection(
  () => import('../../features/advisors/components/advisor-links-card').then((m) => m.AdvisorLinksCard),
  240,
);
const GestorFilesSection = lazySection(
  () => import('../../features/files/components/files-section').then((m) => m.GestorFilesSection),
  320,
);

/**
 * /secretary/settings: event settings, the versioned legal texts, the motion catalogue, the award categories («Premios») and the
 * certificates (design, issue, delivery), the mail templates, the advisors' links, the files (the general folder, each commission's,
 * the space used).
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery(settingsQuery);
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader title={t('routes.secretarySettings')} subtitle={t('settings.subtitle')} />
      <Stack spacing={3}>
        <QueryView query={settings}>{(data) => <EventSettingsCard key={data.updatedAt} settings={data} />}</QueryView>
        <LegalEditor kind="tyc" />
        <LegalEditor kind="privacy" />
        <MotionCatalogueCard />
        <AwardCategoriesCard />
        <CertificatesSection />
        <MailTemplatesCard />
        <AdvisorLinksCard />
        <GestorFilesSection />
      </Stack>
    </Box>
  );
}
