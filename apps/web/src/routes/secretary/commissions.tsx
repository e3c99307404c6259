import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Commission } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { Loading, QueryError } from '../../components/query-state';
import { commissionsQuery, useRegenerateProjectionCode, useSetArchived, useSetChairs } from '../../features/commissions/api';
import { useToast } from '../../components/toast/toast-provider';
import { usersQuery } from '../../features/users/api';
import { useErrorMessage } from '../../lib/errors';
import { keyedTexts } from '../../lib/keys';
import { CommissionDialog } from './commission-dialog';

function ChairsDialog({ commission, onClose }: { commission: Commission; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const titleId = useId();
  const users = useQuery(usersQuery);
  const setChairs = useSetChairs();
  const [selected, setSelected] = useState<Set<string>>(() => new Set(commission.chairs.map((c) => c.uid)));
  const [failure, setFailure] = useState<string | null>(null);
  const presidents = (users.data ?? []).filter((u) => u.role === 'Presidente');

  const toggle = (uid: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(uid)) next.delete(uid);
      else next.add(uid);
      return next;
    });
  };

  const save = async () => {
    setFailure(null);
    try {
      await setChairs.mutateAsync({ id: commission.id, userIds: [...selected] });
      toast.success(t('commissions.chairsSaved'));
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('commissions.chairsTitle', { name: commission.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('commissions.chairsHelp')}</DialogContentText>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        {users.isPending ? (
          <Loading />
        ) : users.isError ? (
          <QueryError error={users.error} onRetry={() => void users.refetch()} />
        ) : presidents.length === 0 ? (
          <Alert severity="info">{t('commissions.noPresidents')}</Alert>
        ) : (
          <FormGroup>
            {presidents.map((user) => (
              <FormControlLabel
                key={user.uid}
                control={<Checkbox checked={selected.has(user.uid)} onChange={() => toggle(user.uid)} />}
                label={`${user.name} (${user.email})${user.active ? '' : ` · ${t('users.inactive')}`}`}
              />
            ))}
          </FormGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={setChairs.isPending || users.isPending}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Typography component="dt" color="text.secondary" sx={{ minWidth: 120 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

interface CardProps {
  commission: Commission;
  onEdit: () => void;
  onChairs: () => void;
  onRegenerate: () => void;
  onArchive: () => void;
}

function CommissionCard({ commission, onEdit, onChairs, onRegenerate, onArchive }: CardProps) {
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
          <Detail label={t('commissions.chairs')}>
            {commission.chairs.length ? commission.chairs.map((c) => c.name).join(', ') : t('commissions.noChairs')}
          </Detail>
          <Detail label={t('commissions.projectionCode')}>
            <Box
              component="code"
              data-testid="projection-code"
              sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '1.05rem', letterSpacing: 1 }}
            >
              {commission.projectionCode ?? '—'}
            </Box>
          </Detail>
        </Box>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          {t('commissions.fields.topics')}
        </Typography>
        {commission.topics.length ? (
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {keyedTexts(commission.topics).map(({ key, text }) => (
              <li key={key}>{text}</li>
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">{t('commissions.noTopics')}</Typography>
        )}
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

/** /secretary/commissions: create, edit, archive; chairs; projection codes. */
export default function CommissionsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [showArchived, setShowArchived] = useState(false);
  const commissions = useQuery(commissionsQuery(showArchived));
  const regenerate = useRegenerateProjectionCode();
  const setArchived = useSetArchived();
  const [editing, setEditing] = useState<Commission | null | undefined>(undefined);
  const [chairsOf, setChairsOf] = useState<Commission | null>(null);
  const [regenerating, setRegenerating] = useState<Commission | null>(null);
  const [archiving, setArchiving] = useState<Commission | null>(null);

  const confirmRegenerate = async () => {
    if (!regenerating) return;
    try {
      const updated = await regenerate.mutateAsync(regenerating.id);
      toast.success(t('commissions.regenerated', { code: updated.projectionCode ?? '' }));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setRegenerating(null);
    }
  };

  const confirmArchive = async () => {
    if (!archiving) return;
    const archived = !archiving.archived;
    try {
      await setArchived.mutateAsync({ id: archiving.id, archived });
      toast.success(archived ? t('commissions.archivedToast') : t('commissions.unarchivedToast'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setArchiving(null);
    }
  };

  return (
    <Box>
      <PageHeader
        title={t('routes.secretaryCommissions')}
        subtitle={t('commissions.subtitle')}
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)}>
            {t('commissions.new')}
          </Button>
        }
      />
      <FormControlLabel
        sx={{ mb: 2 }}
        control={<Switch checked={showArchived} onChange={(e) => setShowArchived(e.target.checked)} />}
        label={t('commissions.showArchived')}
      />
      {commissions.isPending ? (
        <Loading />
      ) : commissions.isError ? (
        <QueryError error={commissions.error} onRetry={() => void commissions.refetch()} />
      ) : commissions.data.length === 0 ? (
        <Alert severity="info">{t('commissions.empty')}</Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {commissions.data.map((commission) => (
            <CommissionCard
              key={commission.id}
              commission={commission}
              onEdit={() => setEditing(commission)}
              onChairs={() => setChairsOf(commission)}
              onRegenerate={() => setRegenerating(commission)}
              onArchive={() => setArchiving(commission)}
            />
          ))}
        </Box>
      )}
      {editing !== undefined && <CommissionDialog commission={editing} onClose={() => setEditing(undefined)} />}
      {chairsOf && <ChairsDialog commission={chairsOf} onClose={() => setChairsOf(null)} />}
      <ConfirmDialog
        open={regenerating !== null}
        title={t('commissions.regenerateTitle')}
        body={t('commissions.regenerateBody', { name: regenerating?.name ?? '' })}
        confirmLabel={t('commissions.regenerate')}
        busy={regenerate.isPending}
        onConfirm={() => void confirmRegenerate()}
        onClose={() => setRegenerating(null)}
      />
      <ConfirmDialog
        open={archiving !== null}
        title={archiving?.archived ? t('commissions.unarchiveTitle') : t('commissions.archiveTitle')}
        body={
          archiving?.archived
            ? t('commissions.unarchiveBody', { name: archiving?.name ?? '' })
            : t('commissions.archiveBody', { name: archiving?.name ?? '' })
        }
        confirmLabel={archiving?.archived ? t('commissions.unarchive') : t('commissions.archive')}
        busy={setArchived.isPending}
        onConfirm={() => void confirmArchive()}
        onClose={() => setArchiving(null)}
      />
    </Box>
  );
}
