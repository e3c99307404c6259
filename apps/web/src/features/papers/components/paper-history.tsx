import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PaperVersion } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { type PapersSource, paperVersionDiffQuery, paperVersionsQuery } from '../api';
import { PaperDiffText } from './paper-diff';

interface Props {
  source: PapersSource;
  paperId: string;
}

/** «Versión 5 · 3 dic 2025, 17:02 · Argentina · combinada». */
function useEntryText() {
  const { t } = useTranslation();
  return (v: PaperVersion) => {
    const who =
      v.by === null ? t('papers.history.unknown') : v.by.kind === 'staff' ? t('papers.history.staff', { name: v.by.name }) : v.by.name;
    const entry = t('papers.history.entry', { version: v.version, when: formatDateTime(v.savedAt), who });
    return v.merged ? `${entry} · ${t('papers.history.merged')}` : entry;
  };
}

/**
 * A version's changes against `from`, by default the one before it (version 1: the paper as created, against itself);
 * an adopted resolution's page shows its own against the draft's version.
 */
export function VersionChanges({ source, paperId, version, from, id }: Props & { version: number; from?: number; id: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage('any');
  const diff = useQuery(paperVersionDiffQuery(source, paperId, version, from));
  return (
    <Box id={id} sx={{ py: 1.5, pl: 2, borderLeft: 2, borderColor: 'divider' }}>
      {diff.isPending ? (
        <Typography role="status" color="text.secondary">
          {t('papers.history.loadingDiff')}
        </Typography>
      ) : diff.isError ? (
        <Typography role="alert">{errorMessage(diff.error)}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {diff.data.from === diff.data.version
              ? t('papers.history.first')
              : t('papers.history.against', { version: diff.data.version, from: diff.data.from })}
          </Typography>
          <PaperDiffText diff={diff.data.diff} />
        </>
      )}
    </Box>
  );
}

/**
 * A working paper's version history (decision 038), loaded when the reader opens it: every kept version, the newest
 * first, with when, who and whether it was merged; choosing one shows its changes against the version before it.
 */
export function PaperHistory({ source, paperId }: Props) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage('any');
  const entryText = useEntryText();
  const versions = useQuery(paperVersionsQuery(source, paperId));
  const [shown, setShown] = useState<number | null>(null);
  if (versions.isPending)
    return (
      <Typography role="status" color="text.secondary">
        {t('papers.history.loading')}
      </Typography>
    );
  if (versions.isError) return <Typography role="alert">{errorMessage(versions.error)}</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {versions.data.versions.map((v) => {
        const open = shown === v.version;
        const id = `paper-version-${v.version}`;
        return (
          <Box component="li" key={v.version} data-testid="paper-version" sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Button
              fullWidth
              aria-expanded={open}
              aria-controls={open ? id : undefined}
              onClick={() => setShown(open ? null : v.version)}
              sx={{ justifyContent: 'flex-start', textAlign: 'left', color: 'text.primary', fontWeight: open ? 700 : 400 }}
            >
              {entryText(v)}
            </Button>
            {open && <VersionChanges source={source} paperId={paperId} version={v.version} id={id} />}
          </Box>
        );
      })}
    </Box>
  );
}
