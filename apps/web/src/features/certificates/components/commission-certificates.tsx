import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Certificate, CommissionCertificates } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-state';
import { type Column, SimpleTable } from '../../../components/simple-table';
import { useSubmit } from '../../../components/use-submit';
import { formatNumber } from '../../../lib/format';
import {
  certificatePdfPath,
  certificatesZipPath,
  commissionCertificatesQuery,
  useCorrectMark,
  useIssueCertificates,
  useReissueCertificate,
} from '../api';
import { useZipDownload } from '../use-zip-download';
import { SendCertificatesButton } from './send-certificates';
import { UnpublishedAwards } from './unpublished-awards';
import { ZipProgressBar } from './zip-progress';
import { lazyDialog } from '../../../components/on-demand';

const RevokeDialog = lazyDialog(() => import('./revoke-dialog').then((m) => m.RevokeDialog));

/**
 * One commission's certificates: counts, the awards not published yet, issue, send, the ZIP with its progress, each
 * certificate, and who is below the threshold.
 */
export function CommissionCertificatesPanel({ commissionId }: { commissionId: string }) {
  const query = useQuery(commissionCertificatesQuery(commissionId));
  return <QueryView query={query}>{(data) => <Panel commissionId={commissionId} data={data} />}</QueryView>;
}

function Panel({ commissionId, data }: { commissionId: string; data: CommissionCertificates }) {
  const { t } = useTranslation();
  const issue = useIssueCertificates();
  const reissue = useReissueCertificate();
  const submit = useSubmit();
  const zip = useZipDownload();
  const [revoking, setRevoking] = useState<Certificate | null>(null);
  /** Runs a write that answers nothing to toast (its outcome is on the screen). */
  const quietly = (work: () => Promise<unknown>) =>
    void submit.run(async () => {
      await work();
      return true;
    });

  const columns: Column<Certificate>[] = [
    { key: 'holder', header: t('certificates.holder'), cell: (c) => c.holderName },
    { key: 'what', header: t('certificates.what'), cell: (c) => `${c.title} · ${c.delegationName}` },
    {
      key: 'code',
      header: t('certificates.code'),
      cell: (c) => (
        <Box component="code" sx={{ fontSize: 12 }}>
          {c.code}
        </Box>
      ),
    },
    {
      key: 'state',
      header: t('certificates.state'),
      cell: (c) => (
        <Chip
          size="small"
          color={c.revokedAt ? 'default' : 'success'}
          label={c.revokedAt ? t('certificates.revokedState') : t('certificates.valid')}
        />
      ),
    },
    {
      key: 'actions',
      header: '',
      align: 'right',
      cell: (c) => (
        <Stack direction="row" spacing={1} justifyContent="flex-end" flexWrap="wrap">
          {!c.revokedAt && (
            <Button size="small" href={certificatePdfPath(commissionId, c.id)} download data-testid="certificate-download">
              {t('certificates.download')}
            </Button>
          )}
          {!c.revokedAt && (
            <Button size="small" color="error" onClick={() => setRevoking(c)}>
              {t('certificates.revoke')}
            </Button>
          )}
          {c.revokedAt && c.delegateId && (
            <Button
              size="small"
              onClick={() =>
                void submit.run(async () => {
                  await reissue.mutateAsync(c.id);
                  return t('certificates.reissued');
                })
              }
            >
              {t('certificates.reissue')}
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Typography data-testid="certificate-counts">{t('certificates.counts', data.counts)}</Typography>
      <UnpublishedAwards awards={data.unpublishedAwards} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} flexWrap="wrap" useFlexGap>
        <Button
          variant="contained"
          disabled={submit.busy}
          onClick={() => void submit.run(async () => t('certificates.issued', { count: (await issue.mutateAsync(commissionId)).issued }))}
        >
          {t('certificates.issue')}
        </Button>
        <SendCertificatesButton commissionId={commissionId} certificates={data.certificates} />
        <Button disabled={zip.progress !== null} onClick={() => quietly(() => zip.start(certificatesZipPath(commissionId)))}>
          {t('certificates.downloadZip')}
        </Button>
        <Button disabled={zip.progress !== null} onClick={() => quietly(() => zip.start(certificatesZipPath(null)))}>
          {t('certificates.downloadAll')}
        </Button>
      </Stack>
      {zip.progress && <ZipProgressBar progress={zip.progress} />}
      <SimpleTable
        columns={columns}
        rows={data.certificates}
        rowKey={(c) => c.id}
        emptyText={t('certificates.none')}
        label={t('certificates.title')}
        size="small"
      />
      <BelowThreshold data={data} />
      {revoking && <RevokeDialog certificate={revoking} onClose={() => setRevoking(null)} />}
    </Stack>
  );
}

type Below = CommissionCertificates['belowThreshold'][number];

const PRESENT = ['presente', 'presente_y_votando'];

/**
 * The seated delegates below the threshold, with their mark on each roll call: pressing a mark toggles it
 * between present and absent (a missed mark corrected before issuing), and their attendance updates.
 */
function BelowThreshold({ data }: { data: CommissionCertificates }) {
  const { t } = useTranslation();
  const correct = useCorrectMark();
  const submit = useSubmit();
  const columns: Column<Below>[] = [
    { key: 'name', header: t('certificates.holder'), cell: (d) => `${d.name}${d.delegationName ? ` · ${d.delegationName}` : ''}` },
    {
      key: 'attendance',
      header: t('certificates.state'),
      cell: (d) =>
        d.percent === null
          ? t('certificates.noRollCalls')
          : t('certificates.attendance', { present: d.present, count: d.rollCalls, percent: `${formatNumber(d.percent, 1)} %` }),
    },
    {
      key: 'marks',
      header: '',
      cell: (d) => (
        <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
          {d.marks.map((m, i) => {
            const present = PRESENT.includes(m.status ?? '');
            const label = `${i + 1}: ${t(`certificates.marks.${(m.status ?? 'none') as 'none'}`)}`;
            return (
              <Chip
                key={m.rollCallId}
                size="small"
                variant="outlined"
                color={present ? 'success' : 'default'}
                label={label}
                disabled={submit.busy}
                aria-label={t(present ? 'certificates.markAbsent' : 'certificates.markPresent', { mark: label })}
                data-testid="mark-toggle"
                onClick={() =>
                  void submit.run(async () => {
                    await correct.mutateAsync({ rollCallId: m.rollCallId, delegateId: d.delegateId, present: !present });
                    return t('certificates.markCorrected', { name: d.name });
                  })
                }
              />
            );
          })}
        </Stack>
      ),
    },
  ];
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {t('certificates.below', { threshold: data.threshold })}
      </Typography>
      {data.belowThreshold.length > 0 && (
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {t('certificates.correctHint')}
        </Typography>
      )}
      <SimpleTable
        columns={columns}
        rows={data.belowThreshold}
        rowKey={(d) => d.delegateId}
        emptyText={t('certificates.belowNone')}
        size="small"
      />
    </Box>
  );
}
