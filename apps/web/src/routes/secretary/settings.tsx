import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-state';
import { AwardCategoriesCard } from '../../features/awards/components/award-categories-card';
import { CertificatesSection } from '../../features/certificates/components/certificates-section';
import { LegalEditor } from '../../features/legal/components/legal-editor';
import { settingsQuery } from '../../data/settings';
import { EventSettingsCard } from '../../features/settings/components/event-settings-card';
import { MailTemplatesCard } from '../../features/mail/components/mail-templates-card';
import { GestorFilesSection } from '../../features/files/components/files-section';

/**
 * /secretary/settings: event settings, the versioned legal texts, the award categories («Premios») and the
 * certificates (design, issue, delivery), the mail templates, the files (the general folder, each commission's,
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
        <AwardCategoriesCard />
        <CertificatesSection />
        <MailTemplatesCard />
        <GestorFilesSection />
      </Stack>
    </Box>
  );
}
