import ExpandMore from '@mui/icons-material/ExpandMore';
import Refresh from '@mui/icons-material/Refresh';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { OutboxMessage } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-state';
import { outboxQuery } from '../../features/outbox/api';
import { formatDateTime } from '../../lib/format';
import { linkify } from '../../lib/linkify';

const STATUS_COLOR: Record<OutboxMessage['status'], 'default' | 'success' | 'error'> = {
  outbox: 'default',
  sent: 'success',
  failed: 'error',
};

/** /secretary/outbox: outgoing mail, each message's text expandable with clickable links. */
export default function OutboxPage() {
  const { t } = useTranslation();
  const outbox = useQuery({ ...outboxQuery, refetchInterval: 15_000 });

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader
        title={t('routes.secretaryOutbox')}
        subtitle={t('outbox.subtitle')}
        actions={
          <Button startIcon={<Refresh />} onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
            {t('common.refresh')}
          </Button>
        }
      />
      <QueryView query={outbox} empty={<Alert severity="info">{t('outbox.empty')}</Alert>}>
        {(messages) => (
          <Box>
            {messages.map((message) => (
              <Accordion key={message.id} disableGutters variant="outlined" data-testid="outbox-message">
                <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`mail-${message.id}`} id={`mail-${message.id}-summary`}>
                  <Box
                    sx={{
                      display: 'grid',
                      gap: { xs: 0.5, md: 2 },
                      alignItems: 'center',
                      width: '100%',
                      gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr) auto auto' },
                    }}
                  >
                    <Typography noWrap title={message.to}>
                      {message.to}
                    </Typography>
                    <Typography noWrap sx={{ fontWeight: 600 }} title={message.subject}>
                      {message.subject}
                    </Typography>
                    <Chip
                      size="small"
                      color={STATUS_COLOR[message.status]}
                      label={t(`outbox.status.${message.status}`)}
                      sx={{ justifySelf: 'start' }}
                    />
                    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(message.createdAt)}
                    </Typography>
                  </Box>
                </AccordionSummary>
                <AccordionDetails id={`mail-${message.id}`}>
                  {message.error && (
                    <Alert severity="error" sx={{ mb: 2 }}>
                      {message.error}
                    </Alert>
                  )}
                  <Typography
                    component="div"
                    data-testid="outbox-text"
                    sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}
                  >
                    {linkify(message.text)}
                  </Typography>
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
        )}
      </QueryView>
    </Box>
  );
}
