import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-state';
import { actaDownloadUrl, actaQuery } from '../api';
import { useConsole } from '../use-console';

const PAGE = 50;

/** «Acta»: the log, newest first, read again with every entry the stream brings. */
export function ActaTab() {
  const { t, i18n } = useTranslation();
  const { commissionId, state } = useConsole();
  const [size, setSize] = useState(PAGE);
  const acta = useQuery(actaQuery(commissionId, state.lastSequence, size));
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return (
    <QueryView query={acta} empty={t('sessionConsole.acta.empty')} isEmpty={(page) => page.rows.length === 0}>
      {(page) => (
        <Stack spacing={1}>
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" size="small" href={actaDownloadUrl(commissionId, 'pdf')} download data-testid="acta-pdf">
              {t('sessionConsole.acta.downloadPdf')}
            </Button>
            <Button variant="outlined" size="small" href={actaDownloadUrl(commissionId, 'xlsx')} download data-testid="acta-xlsx">
              {t('sessionConsole.acta.downloadXlsx')}
            </Button>
          </Stack>
          <List dense aria-label={t('sessionConsole.tabs.acta')} data-testid="acta">
            {page.rows.map((row) => (
              <ListItem key={row.sequence} divider>
                <ListItemText
                  primary={row.description}
                  secondary={`${time.format(new Date(row.createdAt))}${row.actorName ? ` · ${row.actorName}` : ''}`}
                />
              </ListItem>
            ))}
          </List>
          {page.total > page.rows.length && size < 200 && (
            <Button onClick={() => setSize((s) => Math.min(200, s + PAGE))} sx={{ alignSelf: 'flex-start' }}>
              {t('sessionConsole.acta.more')}
            </Button>
          )}
        </Stack>
      )}
    </QueryView>
  );
}
