import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MotionCatalogue, MotionInput } from '@quorum/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_MOTION, MotionFields, type MotionValues, motionOfValues } from '../../../components/motion-fields';

interface Props {
  catalogue: MotionCatalogue;
  busy: boolean;
  onSubmit: (motion: MotionInput) => void;
  onCancel: () => void;
}

/** A motion from the delegation's phone: its kind and parameters within the conference's catalogue, as the chair's form. */
export function RoomMotionForm({ catalogue, busy, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<MotionValues>(EMPTY_MOTION);
  const motion = motionOfValues(values);
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="room-motion-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (motion) onSubmit(motion);
      }}
    >
      <Stack spacing={1.5}>
        <Typography id="room-motion-title" variant="subtitle2" component="h3">
          {t('room.requests.motionTitle')}
        </Typography>
        <MotionFields values={values} onChange={setValues} catalogue={catalogue} />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={!motion || busy}>
            {t('room.requests.send')}
          </Button>
          <Button onClick={onCancel}>{t('room.requests.cancel')}</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
