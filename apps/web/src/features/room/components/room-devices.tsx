import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OwnRoomDevices } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayAndTime } from '../../../lib/format';
import { useMomentText } from '../../../lib/use-moment-text';
import { ownRoomDevicesQuery, useEndOwnRoomDevice } from '../api';

type OwnDevice = OwnRoomDevices['devices'][number];

/** One of the delegate's other phones: its label and since when, and closing the room on it, asked once more. */
function OtherPhone({ device }: { device: OwnDevice }) {
  const { t } = useTranslation();
  const end = useEndOwnRoomDevice();
  const [asking, setAsking] = useState(false);
  const at = useMomentText(device.createdAt, formatDayAndTime);
  const { label } = device;
  return (
    <Box component="li" sx={{ py: 0.5 }} data-testid="room-device">
      <Typography component="span">{t('room.devices.since', { label, at })}</Typography>{' '}
      {asking ? (
        <Stack spacing={1} role="group" aria-label={t('room.devices.endOf', { label })}>
          <Typography variant="body2">{t('room.devices.question', { label })}</Typography>
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="contained" color="warning" disabled={end.isPending} onClick={() => end.mutate(device.id)}>
              {t('room.devices.confirm')}
            </Button>
            <Button size="small" onClick={() => setAsking(false)}>
              {t('room.devices.cancel')}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Button size="small" color="inherit" aria-label={t('room.devices.endOf', { label })} onClick={() => setAsking(true)}>
          {t('room.devices.end')}
        </Button>
      )}
    </Box>
  );
}

/**
 * The delegate's other phones with the room open (decision 035): a label from the browser and since when, each of
 * which they may close from here (a phone lost or left behind). Nothing when this is their only one; never another
 * delegate's phones.
 */
export function RoomDevices() {
  const { t } = useTranslation();
  const devices = useQuery(ownRoomDevicesQuery);
  const others = (devices.data?.devices ?? []).filter((device) => !device.current);
  if (others.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="room-devices-title" sx={{ mt: 3 }}>
      <Typography id="room-devices-title" variant="subtitle2" component="h2">
        {t('room.devices.title')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {others.map((device) => (
          <OtherPhone key={device.id} device={device} />
        ))}
      </Box>
    </Box>
  );
}
