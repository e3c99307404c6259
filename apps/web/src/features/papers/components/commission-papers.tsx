import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryView } from '../../../components/query-state';
import { papersQuery } from '../api';
import { PaperList } from './paper-list';
import { PaperView } from './paper-view';

/** The address's parameter naming the paper open in the section. */
const OPEN = 'paper';

/**
 * The commission's working papers on the chair's Documentos page (decision 038): the list, and the paper the address
 * names (`?paper=`), which its Presidente may correct and the Gestor reads.
 */
export function CommissionPapers({ commissionId }: { commissionId: string }) {
  const { t } = useTranslation();
  const source = { kind: 'commission', commissionId } as const;
  const papers = useQuery(papersQuery(source));
  const [params, setParams] = useSearchParams();
  const open = params.get(OPEN);
  const close = () =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.delete(OPEN);
      return next;
    });
  return (
    <Card variant="outlined" component="section" aria-labelledby="commission-papers">
      <CardContent>
        <Typography id="commission-papers" component="h2" variant="h6">
          {t('papers.chair.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('papers.chair.intro')}
        </Typography>
        {open ? (
          <Stack spacing={2}>
            <div>
              <Button onClick={close}>{t('papers.chair.close')}</Button>
            </div>
            <PaperView key={open} source={source} paperId={open} />
          </Stack>
        ) : (
          <QueryView query={papers}>
            {(data) => <PaperList papers={data.papers} hrefOf={(id) => `?${OPEN}=${encodeURIComponent(id)}`} />}
          </QueryView>
        )}
      </CardContent>
    </Card>
  );
}
