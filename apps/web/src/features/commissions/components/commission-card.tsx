import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Commission } from '@quorum/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ChairsAndProjectionCode, Detail } from '../../../components/commission-details';
import { TopicList } from '../../../components/topic-list';

interface CardProps {
  commission: Commission;
  onEdit: () => void;
  onChairs: () => void;
  onRegenerate: () => void;
  onArchive: () => void;
}

/** A commission at a glance: kind, room, capacity, chairs, projection code, topics and actions. */
export function CommissionCard({ commission, onEdit, onChairs, onRegenerate, onArchive }: CardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      data-testid={`commission-${commission.acronym}`}
      sx={{ display: 'flex', flexDirection: 'column', opacity: commission.archived ? 0.75 : 1 }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
          <Typography variant="h6" component="h2" id={titleId}>
            {commission.name}
          </Typography>
          <Chip label={commission.acronym} size="small" />
          {commission.archived && <Chip label={t('commissions.archived')} size="small" variant="outlined" />}
        </Stack>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
          <Detail label={t('commissions.fields.kind')}>{t(`commissions.kinds.${commission.kind}`)}</Detail>
          <Detail label={t('commissions.fields.room')}>{commission.room ?? '—'}</Detail>
          <Detail label={t('commissions.fields.capacity')}>{t('commissions.capacityValue', { count: commission.capacity })}</Detail>
          <ChairsAndProjectionCode commission={commission} />
        </Box>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          {t('commissions.fields.topics')}
        </Typography>
        <TopicList topics={commission.topics} />
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, px: 2, pb: 2 }}>
        <Button size="small" variant="outlined" onClick={onEdit} disabled={commission.archived}>
          {t('common.edit')}
        </Button>
        <Button size="small" onClick={onChairs} disabled={commission.archived}>
          {t('commissions.chairsButton')}
        </Button>
        <Button size="small" onClick={onRegenerate} disabled={commission.archived}>
          {t('commissions.regenerate')}
        </Button>
        <Button size="small" onClick={onArchive}>
          {commission.archived ? t('commissions.unarchive') : t('commissions.archive')}
        </Button>
        <Button size="small" component={RouterLink} to={`/president/dashboard/${encodeURIComponent(commission.id)}`}>
          {t('commissions.open')}
        </Button>
      </CardActions>
    </Card>
  );
}
