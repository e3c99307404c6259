import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Loading } from '../components/query-state';
import { loadCodeInfoQuery } from '../features/load/api';
import { CodeForm } from '../features/load/components/code-form';
import { LoadWorkspace } from '../features/load/components/load-workspace';
import { useErrorMessage } from '../lib/errors';

/** /load?code= "Carga Delegados": a school coordinator loads their institution's delegates with a load code. */
export default function LoadPage() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [params, setParams] = useSearchParams();
  const code = (params.get('code') ?? '').trim();
  const info = useQuery(loadCodeInfoQuery(code));
  const codeForm = <CodeForm onCode={(c) => setParams({ code: c })} />;

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('schoolLoad.title')}
        </Typography>
        <Typography color="text.secondary">{t('schoolLoad.intro')}</Typography>
      </Box>
      {!code ? (
        codeForm
      ) : info.isPending ? (
        <Loading />
      ) : info.isError ? (
        <Stack spacing={2}>
          <Alert severity="error" role="alert">
            {errorMessage(info.error)}
          </Alert>
          {codeForm}
        </Stack>
      ) : (
        <LoadWorkspace code={code} />
      )}
    </Stack>
  );
}
