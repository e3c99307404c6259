import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_MOTION_CATALOGUE,
  isDefaultMotionCatalogue,
  MAJORITIES,
  type Majority,
  MOTION_KINDS,
  type MotionCatalogue,
  type MotionCatalogueSettings,
  type MotionKind,
} from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { SelectField } from '../../../components/select-field';
import { SimpleTable } from '../../../components/simple-table';
import { useSubmit } from '../../../components/use-submit';
import { isApiError } from '../../../lib/api';
import { motionCatalogueQuery, useSaveMotionCatalogue } from '../api';

/** One row of the table: a motion, its place and the majority it needs. */
interface Row {
  kind: MotionKind;
  place: number;
  majority: Majority;
}

/** The motions in the catalogue's order (a tie, which only the API could store, by the default order). */
function rowsOf(catalogue: MotionCatalogue): Row[] {
  return [...MOTION_KINDS]
    .sort((a, b) => catalogue[a].rank - catalogue[b].rank || MOTION_KINDS.indexOf(a) - MOTION_KINDS.indexOf(b))
    .map((kind, i) => ({ kind, place: i + 1, majority: catalogue[kind].majority }));
}

/** The catalogue the table says: each motion ranked by its place. */
function catalogueOf(rows: readonly Row[]): MotionCatalogue {
  return Object.fromEntries(rows.map((r) => [r.kind, { majority: r.majority, rank: r.place }])) as MotionCatalogue;
}

/**
 * «Catálogo de mociones» (secretary settings): the order in which pending motions are voted and the majority
 * each needs, for every commission of the event; the consoles and the room screens follow it at once.
 */
export function MotionCatalogueCard() {
  const { t } = useTranslation();
  const catalogue = useQuery(motionCatalogueQuery);
  return (
    <SectionCard title={t('settings.motions.title')} data-testid="motion-catalogue">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.motions.subtitle')}
      </Typography>
      <QueryView query={catalogue}>{(saved) => <CatalogueEditor key={JSON.stringify(saved)} saved={saved} />}</QueryView>
    </SectionCard>
  );
}

function CatalogueEditor({ saved }: { saved: MotionCatalogueSettings }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState(() => rowsOf(saved.catalogue));
  const save = useSaveMotionCatalogue();
  const submit = useSubmit(null, { failureIn: 'form', serverWords: 'any' });
  const name = (kind: MotionKind) => t(`sessionConsole.motions.kinds.${kind}`);

  const move = (index: number, by: -1 | 1) =>
    setRows((current) => {
      const next = [...current];
      [next[index], next[index + by]] = [next[index + by], next[index]];
      return next.map((r, i) => ({ ...r, place: i + 1 }));
    });
  const setMajority = (kind: MotionKind, majority: Majority) =>
    setRows((current) => current.map((r) => (r.kind === kind ? { ...r, majority } : r)));
  const store = (catalogue: MotionCatalogue, done: string) =>
    submit.run(async () => {
      try {
        await save.mutateAsync(catalogue);
      } catch (error) {
        // The table has no field per entry: the server's words for each wrong entry go in the card's alert.
        if (!isApiError(error, 'VALIDATION') || !error.fields) throw error;
        submit.setFailure(Object.values(error.fields).join(' '));
        return false;
      }
      return done;
    });

  const majorities = MAJORITIES.map((m) => ({ value: m, label: t(`sessionConsole.majority.${m}`) }));
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {saved.isDefault ? t('settings.motions.isDefault') : t('settings.motions.isCustom')}
      </Typography>
      {submit.failure && (
        <Alert severity="error" role="alert">
          {submit.failure}
        </Alert>
      )}
      <SimpleTable
        frame="plain"
        size="small"
        label={t('settings.motions.title')}
        rows={rows}
        rowKey={(r) => r.kind}
        emptyText=""
        columns={[
          { key: 'place', header: t('settings.motions.place'), cell: (r) => r.place },
          { key: 'kind', header: t('settings.motions.motion'), cell: (r) => name(r.kind) },
          {
            key: 'majority',
            header: t('settings.motions.majority'),
            cell: (r) =>
              r.kind === 'otra' ? (
                <Typography variant="body2" color="text.secondary">
                  {t('settings.motions.ownMajority')}
                </Typography>
              ) : (
                <SelectField
                  size="small"
                  label={t('settings.motions.majorityOf', { name: name(r.kind) })}
                  value={r.majority}
                  onChange={(m) => setMajority(r.kind, m as Majority)}
                  options={majorities}
                />
              ),
          },
          {
            key: 'move',
            header: t('settings.motions.order'),
            cell: (r) => (
              <Stack direction="row">
                <IconButton
                  aria-label={t('settings.motions.moveUp', { name: name(r.kind) })}
                  disabled={r.place === 1}
                  onClick={() => move(r.place - 1, -1)}
                >
                  <ArrowUpwardOutlined fontSize="small" />
                </IconButton>
                <IconButton
                  aria-label={t('settings.motions.moveDown', { name: name(r.kind) })}
                  disabled={r.place === rows.length}
                  onClick={() => move(r.place - 1, 1)}
                >
                  <ArrowDownwardOutlined fontSize="small" />
                </IconButton>
              </Stack>
            ),
          },
        ]}
      />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={submit.busy} onClick={() => void store(catalogueOf(rows), t('settings.motions.saved'))}>
          {t('common.save')}
        </Button>
        <Button
          disabled={submit.busy || (saved.isDefault && isDefaultMotionCatalogue(catalogueOf(rows)))}
          onClick={() => void store(DEFAULT_MOTION_CATALOGUE, t('settings.motions.restored'))}
        >
          {t('settings.motions.restore')}
        </Button>
      </Stack>
    </Stack>
  );
}
