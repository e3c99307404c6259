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
  motionBounds,
  type TimedParameter,
  timedParametersOf,
} from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { SelectField } from '../../../components/select-field';
import { SimpleTable } from '../../../components/simple-table';
import { TextField } from '../../../components/text-field';
import { useSubmit } from '../../../components/use-submit';
import { isApiError } from '../../../lib/api';
import { motionCatalogueQuery, useSaveMotionCatalogue } from '../api';

/** A bound as the Gestor types it: a duration in minutes (half a minute is «0.5»), a time per speaker in seconds. */
type BoundsText = { min: string; max: string };

/** One row of the table: a motion, its place, the majority it needs and the bounds of its timed parameters. */
interface Row {
  kind: MotionKind;
  place: number;
  majority: Majority;
  bounds: Partial<Record<TimedParameter, BoundsText>>;
}

/** Seconds per unit a parameter is typed in: minutes for a duration, seconds for the time per speaker. */
const UNIT: Record<TimedParameter, number> = { totalSeconds: 60, speakerSeconds: 1 };

/** Each timed parameter's bounds in the catalogue, as the fields show them. */
function boundsText(catalogue: MotionCatalogue, kind: MotionKind): Row['bounds'] {
  return Object.fromEntries(
    timedParametersOf(kind).map((parameter) => {
      const { min, max } = motionBounds(catalogue, kind, parameter);
      return [parameter, { min: String(min / UNIT[parameter]), max: String(max / UNIT[parameter]) }];
    }),
  );
}

/** A field's text in seconds (a comma as decimal point too); not a number stays so, for the server to refuse in Spanish. */
function secondsOf(text: string, parameter: TimedParameter): number {
  const value = text.trim() === '' ? Number.NaN : Number(text.replace(',', '.'));
  return Math.round(value * UNIT[parameter]);
}

/** The motions in the catalogue's order (a tie, which only the API could store, by the default order). */
function rowsOf(catalogue: MotionCatalogue): Row[] {
  return [...MOTION_KINDS]
    .sort((a, b) => catalogue[a].rank - catalogue[b].rank || MOTION_KINDS.indexOf(a) - MOTION_KINDS.indexOf(b))
    .map((kind, i) => ({ kind, place: i + 1, majority: catalogue[kind].majority, bounds: boundsText(catalogue, kind) }));
}

/** The catalogue the table says: each motion ranked by its place, with the bounds its fields say. */
function catalogueOf(rows: readonly Row[]): MotionCatalogue {
  return Object.fromEntries(
    rows.map((r) => {
      const bounds = Object.entries(r.bounds).map(([parameter, text]) => [
        parameter,
        { min: secondsOf(text.min, parameter as TimedParameter), max: secondsOf(text.max, parameter as TimedParameter) },
      ]);
      return [r.kind, { majority: r.majority, rank: r.place, ...Object.fromEntries(bounds) }];
    }),
  ) as MotionCatalogue;
}

/** The fields of a parameter's bounds: their short label on screen, their full name for a screen reader. */
const BOUND_FIELDS = [
  { parameter: 'totalSeconds', end: 'min', label: 'settings.motions.totalMin', name: 'settings.motions.totalMinOf' },
  { parameter: 'totalSeconds', end: 'max', label: 'settings.motions.totalMax', name: 'settings.motions.totalMaxOf' },
  { parameter: 'speakerSeconds', end: 'min', label: 'settings.motions.speakerMin', name: 'settings.motions.speakerMinOf' },
  { parameter: 'speakerSeconds', end: 'max', label: 'settings.motions.speakerMax', name: 'settings.motions.speakerMaxOf' },
] as const;

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
  const setBound = (kind: MotionKind, parameter: TimedParameter, end: keyof BoundsText, text: string) =>
    setRows((current) =>
      current.map((r) => {
        const bounds = r.bounds[parameter];
        return r.kind === kind && bounds ? { ...r, bounds: { ...r.bounds, [parameter]: { ...bounds, [end]: text } } } : r;
      }),
    );
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

  const majorities = MAJORITIES.map((m) => ({ value: m, label: t(`motionForm.majorities.${m}`) }));
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
            key: 'bounds',
            header: t('settings.motions.bounds'),
            cell: (r) => (
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, minWidth: '15rem' }}>
                {BOUND_FIELDS.filter((f) => r.bounds[f.parameter]).map((f) => (
                  <TextField
                    key={`${f.parameter}.${f.end}`}
                    size="small"
                    type="number"
                    label={t(f.label)}
                    value={r.bounds[f.parameter]?.[f.end] ?? ''}
                    onChange={(e) => setBound(r.kind, f.parameter, f.end, e.target.value)}
                    sx={{ width: '7rem' }}
                    slotProps={{
                      htmlInput: {
                        'aria-label': t(f.name, { name: name(r.kind) }),
                        min: 0,
                        step: f.parameter === 'totalSeconds' ? 'any' : 1,
                        inputMode: f.parameter === 'totalSeconds' ? 'decimal' : 'numeric',
                      },
                    }}
                  />
                ))}
              </Stack>
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
