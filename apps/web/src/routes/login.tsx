import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormField } from '../components/form-field';
import { homePathFor, type SignInInput } from '@quorum/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signIn } from '../features/auth/sign-in';
import { PublicForm, PublicPage } from '../components/public-page';
import { useSubmit } from '../components/use-submit';
import { useSchemaForm } from '../lib/use-schema-form';

/** The sign-in check loads after the first paint (decision 027). */
const schema = () => import('../lib/public-schemas').then(({ signInSchema }) => signInSchema);

/** The reset-link dialog is not needed to paint the page: it loads with the first click on its link (decision 025). */
const ForgotPasswordDialog = lazy(() =>
  import('../features/auth/components/forgot-password-dialog').then((m) => ({ default: m.ForgotPasswordDialog })),
);

/** /login: e-mail and password; "¿Olvidaste tu contraseña?" sends a reset link. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [forgotOpen, setForgotOpen] = useState(false);
  // Mounted from the first opening on, so that closing it keeps its exit transition.
  const [forgotUsed, setForgotUsed] = useState(false);
  const form = useSchemaForm<SignInInput>({ schema, defaultValues: { email: '', password: '' } });
  const submit = useSubmit(null, { failureIn: 'form' });

  const onSubmit = form.handleSubmit(({ email, password }) =>
    submit.run(async () => {
      const info = await signIn(email, password);
      navigate(homePathFor(info.profile), { replace: true });
      return true;
    }),
  );

  return (
    <PublicPage
      title={t('login.title')}
      intro={t('login.intro')}
      maxWidth={460}
      after={
        forgotUsed && (
          <Suspense fallback={null}>
            <ForgotPasswordDialog open={forgotOpen} initialEmail={form.getValues('email')} onClose={() => setForgotOpen(false)} />
          </Suspense>
        )
      }
    >
      <PublicForm
        onSubmit={onSubmit}
        failure={submit.failure}
        failureTestId="login-error"
        submitLabel={t('login.submit')}
        busy={form.formState.isSubmitting}
      >
        <FormField control={form.control} name="email" label={t('login.email')} type="email" autoComplete="username" autoFocus />
        <FormField control={form.control} name="password" label={t('login.password')} type="password" autoComplete="current-password" />
      </PublicForm>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Button
          variant="text"
          onClick={() => {
            setForgotUsed(true);
            setForgotOpen(true);
          }}
        >
          {t('login.forgotLink')}
        </Button>
      </Box>
    </PublicPage>
  );
}
