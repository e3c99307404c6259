import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { commissionQuery } from '../../data/commissions';
import { attendanceExportUrl, useFollowLive } from '../../features/chair/api';
import { AttendanceTables } from '../../features/chair/components/attendance-tables';
import { RollCallControls } from '../../features/chair/components/roll-call-controls';
import { RollCallHistory } from '../../features/chair/components/roll-call-history';
import { useLive } from '../../features/live/use-live';
import { liveUrls } from '../../features/session-console/api';

/** /president/meetings/:id: roll calls (open, close, history) and attendance over the whole event, kept live by the stream. */
export default function PresidentMeetingsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const commission = useQuery(commissionQuery(id));
  useFollowLive(id, useLive(liveUrls(id).events).state);
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader
        title={t('routes.presidentMeetings')}
        subtitle={commission.data?.name}
        actions={
          <Button startIcon={<Download />} href={attendanceExportUrl(id)} download variant="outlined">
            {t('chairPanel.attendance.export')}
          </Button>
        }
      />
      <Stack spacing={3}>
        <RollCallControls commissionId={id} />
        <RollCallHistory commissionId={id} />
        <AttendanceTables commissionId={id} />
      </Stack>
    </Box>
  );
}
