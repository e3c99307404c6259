import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdvisorLinks } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { SimpleTable } from '../../../components/simple-table';
import { useErrorMessage } from '../../../lib/errors';
import { advisorLinksQuery, advisorPagePath, useAdvisorLinkWrite } from '../api';

/**
 * «Enlaces para asesores» (secretary settings, decision 040): per institution the delegates come from, a read-only link
 * for its faculty advisor — given, given anew (the earlier stops) or revoked.
 */
export function AdvisorLinksCard() {
  const { t } = useTranslation();
  const links = useQuery(advisorLinksQuery);
  return (
    <SectionCard title={t('advisorLinks.title')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('advisorLinks.intro')}
      </Typography>
      <QueryView query={links}>{(data) => <LinksTable links={data} />}</QueryView>
    </SectionCard>
  );
}

function LinksTable({ links }: { links: AdvisorLinks }) {
  const { t } = useTranslation();
  const write = useAdvisorLinkWrite();
  const errorMessage = useErrorMessage('any');
  return (
    <Stack spacing={1}>
      {write.isError && (
        <Typography role="alert" color="error">
          {errorMessage(write.error)}
        </Typography>
      )}
      <SimpleTable
        label={t('advisorLinks.title')}
        size="small"
        rows={links.institutions}
        rowKey={(i) => i.institution}
        emptyText={t('advisorLinks.empty')}
        columns={[
          { key: 'institution', header: t('advisorLinks.institution'), cell: (i) => i.institution },
          { key: 'delegates', header: t('advisorLinks.delegates'), cell: (i) => i.delegates, align: 'right' },
          {
            key: 'link',
            header: t('advisorLinks.link'),
            cell: (i) =>
              i.link ? (
                <Link href={advisorPagePath(i.link.code)} target="_blank" rel="noopener" sx={{ wordBreak: 'break-all' }}>
                  {`${window.location.origin}${advisorPagePath(i.link.code)}`}
                </Link>
              ) : (
                t('advisorLinks.none')
              ),
          },
          {
            key: 'actions',
            header: t('advisorLinks.actions'),
            cell: (i) => (
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  disabled={write.isPending}
                  aria-label={t(i.link ? 'advisorLinks.renewFor' : 'advisorLinks.issueFor', { institution: i.institution })}
                  onClick={() => write.mutate({ issue: { institution: i.institution } })}
                >
                  {t(i.link ? 'advisorLinks.renew' : 'advisorLinks.issue')}
                </Button>
                {i.link && (
                  <Button
                    size="small"
                    color="error"
                    disabled={write.isPending}
                    aria-label={t('advisorLinks.revokeFor', { institution: i.institution })}
                    onClick={() => i.link && write.mutate({ revoke: i.link.id })}
                  >
                    {t('advisorLinks.revoke')}
                  </Button>
                )}
              </Stack>
            ),
          },
        ]}
      />
    </Stack>
  );
}
