import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../../../components/on-demand';
import { QueryView } from '../../../components/query-state';
import { useSubmit } from '../../../components/use-submit';
import { roomDevicesQuery, useEndRoomDevices } from '../api';
import { useConsole } from '../use-console';

const ConfirmDialog = lazyDialog(() => import('../../../components/confirm-dialog').then((m) => m.ConfirmDialog));

/** «Conectado» or «Sin conexión» with a dot: the words say it, the dot's colour only repeats it. */
function Presence({ connected }: { connected: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', flexShrink: 0 }}>
      <Box
        aria-hidden
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: connected ? 'success.main' : 'transparent',
          border: 2,
          borderColor: connected ? 'success.main' : 'text.disabled',
        }}
      />
      <Typography variant="body2">
        {t(connected ? 'sessionConsoleLater.phones.connected' : 'sessionConsoleLater.phones.offline')}
      </Typography>
    </Stack>
  );
}

/**
 * «Teléfonos»: which delegations have a phone following the room now (a delegate's room pass, PRODUCT §9), and per
 * delegate with open phone sessions a way to end them (a lost phone, a pass shared), after a confirmation.
 */
export function RoomPhones() {
  const { t } = useTranslation();
  const { commissionId } = useConsole();
  const query = useQuery(roomDevicesQuery(commissionId));
  const end = useEndRoomDevices(commissionId);
  const submit = useSubmit();
  const [ending, setEnding] = useState<{ delegateId: string; name: string } | null>(null);

  const confirm = async (delegateId: string) => {
    const done = await submit.run(async () => t('sessionConsoleLater.phones.ended', { count: (await end.mutateAsync(delegateId)).ended }));
    if (done) setEnding(null);
  };

  return (
    <Stack spacing={1} component="section" aria-labelledby="room-phones-title" data-testid="room-phones">
      <Typography id="room-phones-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('sessionConsoleLater.phones.title')}
      </Typography>
      <QueryView query={query} empty={t('sessionConsole.rollCall.noDelegations')} isEmpty={(data) => data.delegations.length === 0}>
        {(data) => (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.delegations.map((delegation) => (
              <Box
                component="li"
                key={delegation.delegationId}
                data-testid="room-phones-delegation"
                sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                  <Typography sx={{ fontWeight: 600 }}>{delegation.name}</Typography>
                  <Presence connected={delegation.connected} />
                </Stack>
                {delegation.delegates
                  .filter((d) => d.activeDevices > 0)
                  .map((d) => (
                    <Stack
                      key={d.delegateId}
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
                    >
                      <Typography variant="body2" color="text.secondary">
                        {t('sessionConsoleLater.phones.sessions', { name: d.name, count: d.activeDevices })}
                      </Typography>
                      <Button size="small" color="error" onClick={() => setEnding({ delegateId: d.delegateId, name: d.name })}>
                        {t('sessionConsoleLater.phones.end')}
                      </Button>
                    </Stack>
                  ))}
              </Box>
            ))}
          </Stack>
        )}
      </QueryView>
      {ending && (
        <ConfirmDialog
          open
          title={t('sessionConsoleLater.phones.end')}
          body={t('sessionConsoleLater.phones.confirm', { name: ending.name })}
          confirmLabel={t('sessionConsoleLater.phones.end')}
          busy={submit.busy}
          onConfirm={() => void confirm(ending.delegateId)}
          onClose={() => setEnding(null)}
        />
      )}
    </Stack>
  );
}
