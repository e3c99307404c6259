import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { CAPABILITIES, CONFIGURABLE_ROLES } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-state';
import { accessQuery, useSetCapability } from '../../features/access/api';
import { PublicFeaturesForm } from '../../features/access/components/public-features-form';
import { useSubmit } from '../../components/use-submit';

/** /secretary/access "Permisos": capabilities per role and the public features (PRODUCT §1). */
export default function AccessPage() {
  const { t } = useTranslation();
  const submit = useSubmit();
  const access = useQuery(accessQuery);
  const setCapability = useSetCapability();

  return (
    <>
      <PageHeader title={t('publicDelegates.access.title')} subtitle={t('publicDelegates.access.subtitle')} />
      <QueryView query={access}>
        {(data) => (
          <Stack spacing={4}>
            <section aria-labelledby="access-capabilities">
              <Typography id="access-capabilities" variant="h5" component="h2" gutterBottom>
                {t('publicDelegates.access.capabilitiesTitle')}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('publicDelegates.access.gestorNote')}
              </Typography>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                {CONFIGURABLE_ROLES.map((role) => (
                  <Paper key={role} variant="outlined" sx={{ p: 2.5, flex: 1 }} component="section" aria-labelledby={`access-role-${role}`}>
                    <Typography id={`access-role-${role}`} variant="h6" component="h3" gutterBottom>
                      {t(`roles.${role}`)}
                    </Typography>
                    <FormGroup>
                      {CAPABILITIES.map((capability) => (
                        <FormControlLabel
                          key={capability}
                          control={
                            <Switch
                              checked={data.capabilities[role][capability]}
                              disabled={setCapability.isPending}
                              onChange={(e) =>
                                void submit.run(async () => {
                                  await setCapability.mutateAsync({ role, capability, enabled: e.target.checked });
                                  return t('publicDelegates.access.capabilityChanged');
                                })
                              }
                            />
                          }
                          label={t(`publicDelegates.access.capabilities.${capability}`)}
                        />
                      ))}
                    </FormGroup>
                  </Paper>
                ))}
              </Stack>
            </section>
            <section aria-labelledby="access-public">
              <Typography id="access-public" variant="h5" component="h2" gutterBottom>
                {t('publicDelegates.access.publicTitle')}
              </Typography>
              <PublicFeaturesForm initial={data.publicFeatures} />
            </section>
          </Stack>
        )}
      </QueryView>
    </>
  );
}
