import StopCircle from '@mui/icons-material/StopCircle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type LiveCommand, routePath } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryView } from '../../../components/query-state';
import { RollCallOpenings } from '../../../components/roll-call-openings';
import { SectionCard } from '../../../components/section-card';
import { useSubmit } from '../../../components/use-submit';
import { formatDateTime } from '../../../lib/format';
import { chairLiveQuery, useLiveCommand } from '../api';
import { AttendanceFigures } from './commission-at-a-glance';

/** Opens a roll call (marked by the chair, or self check-in at /meets) or closes the open one; marking is the session console's. */
export function RollCallControls({ commissionId }: { commissionId: string }) {
  const { t } = useTranslation();
  const live = useQuery(chairLiveQuery(commissionId));
  const command = useLiveCommand(commissionId);
  const submit = useSubmit();

  const send = (version: number, c: LiveCommand, done: string) =>
    submit.run(async () => {
      await command.mutateAsync({ version, command: c });
      return done;
    });

  return (
    <SectionCard title={t('chairPanel.meetings.current')}>
      <QueryView query={live}>
        {(state) => (
          <Stack spacing={2}>
            <AttendanceFigures state={state} />
            {state.rollCall ? (
              <>
                <Typography data-testid="open-roll-call">
                  {t('chairPanel.glance.rollCallOpen', {
                    mode: t(`chairPanel.modes.${state.rollCall.mode}`),
                    at: formatDateTime(state.rollCall.openedAt),
                  })}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                  <Button component={RouterLink} to={routePath('presidentSessions', commissionId)} variant="outlined">
                    {t('chairPanel.meetings.markInConsole')}
                  </Button>
                  <Button
                    color="warning"
                    variant="contained"
                    startIcon={<StopCircle />}
                    disabled={submit.busy}
                    onClick={() => send(state.version, { type: 'rollCall.close' }, t('chairPanel.meetings.closed'))}
                  >
                    {t('chairPanel.meetings.close')}
                  </Button>
                </Stack>
              </>
            ) : (
              <RollCallOpenings
                disabled={submit.busy}
                onOpen={(mode) => send(state.version, { type: 'rollCall.open', mode }, t('chairPanel.meetings.opened'))}
              />
            )}
          </Stack>
        )}
      </QueryView>
    </SectionCard>
  );
}
