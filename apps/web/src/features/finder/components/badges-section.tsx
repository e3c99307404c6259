import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { TextField } from '../../../components/text-field';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field';
import { commissionsQuery } from '../../../data/commissions';

/** A download link styled as a button; disabled while there is nothing to download. */
function DownloadButton({ href, label }: { href: string | null; label: string }) {
  if (!href) {
    return (
      <Button variant="outlined" size="large" startIcon={<Download />} disabled>
        {label}
      </Button>
    );
  }
  return (
    <Button variant="outlined" size="large" startIcon={<Download />} href={href} target="_blank" rel="noopener">
      {label}
    </Button>
  );
}

/** "Escarapelas": printable badge PDFs (8 per A4 page) of a commission or an institution. */
export function BadgesSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const commissions = useQuery(commissionsQuery());
  const [commissionId, setCommissionId] = useState('');
  const [institution, setInstitution] = useState('');

  const byCommission = `/api/badges.pdf?commissionId=${encodeURIComponent(commissionId)}`;
  const byInstitution = `/api/badges.pdf?institution=${encodeURIComponent(institution.trim())}`;

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('finder.badges.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('finder.badges.help')}
      </Typography>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <SelectField
            label={t('finder.badges.commission')}
            value={commissionId}
            onChange={setCommissionId}
            options={[
              { value: '', label: t('finder.badges.chooseCommission') },
              ...(commissions.data ?? []).map((c) => ({ value: c.id, label: c.name })),
            ]}
            sx={{ minWidth: 240, flex: 1 }}
          />
          <DownloadButton href={commissionId ? byCommission : null} label={t('finder.badges.download')} />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <TextField
            label={t('finder.badges.institution')}
            value={institution}
            onChange={(e) => setInstitution(e.target.value)}
            sx={{ minWidth: 240, flex: 1 }}
          />
          <DownloadButton href={institution.trim() ? byInstitution : null} label={t('finder.badges.download')} />
        </Box>
      </Stack>
    </Paper>
  );
}
