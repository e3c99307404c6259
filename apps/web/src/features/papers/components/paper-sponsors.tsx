import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WorkingPaper } from '@quorum/shared';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PapersSource } from '../api';

/** The choice of another sponsor brings MUI's select: it loads after the page paints (the phone page's budget). */
const SponsorAddForm = lazy(() => import('./sponsor-add-form').then((m) => ({ default: m.SponsorAddForm })));

interface Props {
  source: PapersSource;
  paper: WorkingPaper;
  /** The commission's delegations (the sponsors a paper may add). */
  delegations: readonly { delegationId: string; name: string }[];
}

/** The paper's sponsors in order; a sponsor or the chair adds another delegation of the commission. */
export function PaperSponsors({ source, paper, delegations }: Props) {
  const { t } = useTranslation();
  const sponsoring = new Set(paper.sponsors.map((s) => s.delegationId));
  const others = delegations.filter((d) => !sponsoring.has(d.delegationId));
  return (
    <Stack spacing={1} component="section" aria-labelledby="paper-sponsors">
      <Typography id="paper-sponsors" component="h2" variant="overline" sx={{ fontWeight: 700, color: 'text.secondary' }}>
        {t('papers.sponsors.title')}
      </Typography>
      <Typography data-testid="paper-sponsors">{paper.sponsors.map((s) => s.name).join(', ')}</Typography>
      {paper.mayEdit && others.length > 0 && (
        <Suspense fallback={null}>
          <SponsorAddForm source={source} paperId={paper.id} others={others} />
        </Suspense>
      )}
    </Stack>
  );
}
