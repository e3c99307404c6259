import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SelfCheckIn } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-state';
import { SelectField } from '../../../components/select-field';
import { formatDayAndTime, formatTime } from '../../../lib/format';
import { selfCheckInsQuery } from '../api';
import { useConsole } from '../use-console';

/** The check-ins grouped by the address they came from, the busiest address first (then in order of arrival). */
function byAddress(checkIns: SelfCheckIn[]): [string, SelfCheckIn[]][] {
  const groups = new Map<string, SelfCheckIn[]>();
  for (const c of checkIns) groups.set(c.address, [...(groups.get(c.address) ?? []), c]);
  return [...groups].sort((x, y) => y[1].length - x[1].length);
}

/**
 * Who checked in by themselves on the open self roll call (`open`), or on the last one once it closed, grouped by
 * the address each came from, so the chair notices several check-ins from one address outside the room's network;
 * the address this console reads from (the venue's, when the chair is there) is marked.
 * Only in the chair's console: the room's screen never reads it. With no roll call open and none closed with
 * check-ins, nothing is shown.
 */
export function SelfCheckIns({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const { commissionId, state } = useConsole();
  // An earlier self roll call the chair picked (null: the latest).
  const [chosen, setChosen] = useState<string | null>(null);
  // Read again with every entry while the latest is open; a closed one's check-ins no longer change.
  const query = useQuery(selfCheckInsQuery(commissionId, open && !chosen ? state.lastSequence : -1, chosen));
  const rollCalls = query.data?.rollCalls ?? [];
  if (!open && !rollCalls.some((r) => r.count > 0)) return null;
  return (
    <Stack spacing={1} component="section" aria-labelledby="self-check-ins-title" data-testid="self-check-ins">
      <Typography id="self-check-ins-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('sessionConsoleLater.selfCheckIns.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('sessionConsoleLater.selfCheckIns.hint')}
      </Typography>
      {rollCalls.length > 1 && (
        <SelectField
          size="small"
          label={t('sessionConsoleLater.selfCheckIns.rollCall')}
          value={chosen ?? rollCalls[0]?.id ?? ''}
          onChange={(id) => setChosen(id === rollCalls[0]?.id ? null : id)}
          options={rollCalls.map((r) => ({
            value: r.id,
            label: t(r.closedAt ? 'sessionConsoleLater.selfCheckIns.rollCallClosed' : 'sessionConsoleLater.selfCheckIns.rollCallOpen', {
              time: formatDayAndTime(r.openedAt),
              n: r.count,
            }),
          }))}
        />
      )}
      <QueryView query={query} empty={t('sessionConsoleLater.selfCheckIns.empty')} isEmpty={(data) => data.checkIns.length === 0}>
        {(data) => (
          <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {byAddress(data.checkIns).map(([address, checkIns]) => (
              <Box
                key={address}
                component="li"
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}
                data-testid="self-check-in-address"
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                  <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{address}</Typography>
                  <Chip size="small" label={t('sessionConsoleLater.selfCheckIns.count', { count: checkIns.length })} />
                  {address === data.viewerAddress && (
                    <Chip size="small" color="success" variant="outlined" label={t('sessionConsoleLater.selfCheckIns.thisNetwork')} />
                  )}
                </Stack>
                <Stack component="ul" spacing={0.25} sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
                  {checkIns.map((c) => (
                    <Typography key={`${c.delegateId}-${c.checkedInAt}`} component="li" variant="body2">
                      {t('sessionConsoleLater.selfCheckIns.line', {
                        time: formatTime(c.checkedInAt),
                        name: c.name,
                        delegation: c.delegationName,
                        way: t(`sessionConsoleLater.selfCheckIns.ways.${c.way}`),
                      })}
                    </Typography>
                  ))}
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
