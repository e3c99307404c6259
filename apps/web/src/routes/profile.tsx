import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/page-header';
import { useAuth } from '../data/session';
import { PasswordCard } from '../features/profile/components/password-card';
import { ProfileDataCard } from '../features/profile/components/profile-data-card';
import { SessionsCard } from '../features/profile/components/sessions-card';

/** /profile: own data and language, password, active sessions. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  if (!profile) return null;
  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader title={t('routes.profile')} />
      <Stack spacing={3}>
        <ProfileDataCard key={profile.uid} profile={profile} />
        <PasswordCard />
        <SessionsCard />
      </Stack>
    </Box>
  );
}
