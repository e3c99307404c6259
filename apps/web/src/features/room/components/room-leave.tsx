import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeaveRoom } from '../api';

/**
 * «Salir de la sala en este teléfono» (a borrowed phone, the end of the day): asked once more, since coming back needs
 * the personal link; then the phone's session ends and the page asks for the link again.
 */
export function RoomLeave() {
  const { t } = useTranslation();
  const leave = useLeaveRoom();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Box sx={{ textAlign: 'center', mt: 3 }}>
        <Button color="inherit" onClick={() => setAsking(true)}>
          {t('room.leave.action')}
        </Button>
      </Box>
    );
  return (
    <Stack spacing={1} sx={{ mt: 3, alignItems: 'center' }} role="group" aria-labelledby="room-leave-question">
      <Typography id="room-leave-question">{t('room.leave.question')}</Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" color="warning" disabled={leave.isPending} onClick={() => leave.mutate()}>
          {t('room.leave.confirm')}
        </Button>
        <Button onClick={() => setAsking(false)}>{t('room.leave.cancel')}</Button>
      </Stack>
    </Stack>
  );
}
