import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { FIRST_STEPS, type FirstStep, type FirstSteps } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryView } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { firstStepsQuery } from '../api';

/** The page where each step is done; the public address is set in the server's environment, not on a page. */
const STEP_PAGE: Record<Exclude<FirstStep, 'publicUrl'>, string> = {
  eventSettings: '/secretary/settings',
  commission: '/secretary/commissions',
  legalTexts: '/secretary/settings',
  chair: '/secretary/users',
  registrationWindow: '/secretary/access',
};

/** The Gestor's "Primeros pasos": shown while some step of a fresh installation is missing. */
export function FirstStepsCard() {
  const query = useQuery(firstStepsQuery);
  return (
    <QueryView query={query} pending={null} empty={null} isEmpty={(steps) => FIRST_STEPS.every((step) => steps[step])}>
      {(steps) => <FirstStepsList steps={steps} />}
    </QueryView>
  );
}

function FirstStepsList({ steps }: { steps: FirstSteps }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('dashboard.firstSteps.title')} data-testid="first-steps">
      {!steps.publicFormsReady && steps.notReadyMessage && <Alert severity="warning">{steps.notReadyMessage}</Alert>}
      <List dense>
        {FIRST_STEPS.map((step) => (
          <ListItem key={step} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>
              {steps[step] ? (
                <CheckCircleIcon color="success" titleAccess={t('dashboard.firstSteps.done')} />
              ) : (
                <RadioButtonUncheckedIcon color="action" titleAccess={t('dashboard.firstSteps.pending')} />
              )}
            </ListItemIcon>
            {step === 'publicUrl' ? (
              <ListItemText
                primary={t('dashboard.firstSteps.publicUrl')}
                secondary={steps.publicUrl ? undefined : t('dashboard.firstSteps.publicUrlHint', { address: steps.publicAddress })}
                sx={{ my: 0 }}
              />
            ) : (
              <Link component={RouterLink} to={STEP_PAGE[step]}>
                {t(`dashboard.firstSteps.${step}`)}
              </Link>
            )}
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}
