// /login: credentials, then a one-time code for users with MFA. The process is the login machine;
// this page renders its states. Signing in only stores the session: the route guard then sends the
// user on to the page they came for. The machine and the validation (xstate, zod, the api client)
// load once the page has painted (use-login-process.ts, docs/decisions/0008-first-load.md).
import { Alert, Button, Flex, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { useTranslation } from '@web/i18n';
import { Link, useNavigate } from 'react-router-dom';
import { tMessage } from '@web/i18n';
import { sessionStore } from '@web/session/session-store';
import { PasswordField } from '@web/ui/form/password-field';
import { TextField } from '@web/ui/form/text-field';
import { lazyValidation } from '@web/ui/lazy-validation';
import { AuthLayout } from './auth-layout';
import { loadLoginProcess, useLoginProcess } from './use-login-process';

const credentialsValidation = lazyValidation(async () => (await loadLoginProcess()).credentialsValidation);
const otpValidation = lazyValidation(async () => (await loadLoginProcess()).otpValidation);

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // No snapshot yet: the machine's initial state, the empty credentials form.
  const { snapshot, send } = useLoginProcess();
  const error = snapshot?.context.error ?? null;
  const email = snapshot?.context.email ?? '';
  const password = snapshot?.context.password ?? '';
  const result = snapshot?.context.result ?? null;

  useEffect(() => {
    if (!result) return;
    if (result.kind === 'authenticated') {
      void loadLoginProcess().then(({ resetSessionExpiredFlag }) => {
        resetSessionExpiredFlag();
        sessionStore.signIn(result.token, result.user);
      });
    } else if (result.kind === 'passwordExpired') {
      navigate(`/reset-password?token=${encodeURIComponent(result.resetToken)}&required=true`, { replace: true });
    } else {
      navigate('/429', { replace: true });
    }
  }, [result, navigate]);

  const busy = snapshot?.matches('authenticating') ?? false;
  const askingCode = (snapshot?.matches('awaitingOtp') ?? false) || (busy && (snapshot?.context.otp ?? null) !== null);
  const alert = error && (
    <Alert.Root role="alert" status={snapshot?.matches('blocked') || snapshot?.matches('locked') ? 'warning' : 'error'}>
      <Alert.Indicator />
      <Alert.Title>{tMessage(error)}</Alert.Title>
    </Alert.Root>
  );

  if (askingCode) {
    return (
      <AuthLayout title="Login" subtitle="Enter the 6-digit one-time code from your authenticator app.">
        <Formik initialValues={{ otp: '' }} validationSchema={otpValidation} onSubmit={(v) => send({ type: 'otp.submit', otp: v.otp })}>
          <Form noValidate onChange={() => error && send({ type: 'form.edit' })}>
            <Stack gap="4">
              {alert}
              <TextField name="otp" label="One-time code" autoComplete="one-time-code" />
              <Button type="submit" colorPalette="teal" loading={busy}>
                {t('Verify')}
              </Button>
              <Button variant="ghost" onClick={() => send({ type: 'otp.back' })} disabled={busy}>
                {t('Back to login')}
              </Button>
            </Stack>
          </Form>
        </Formik>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Login" subtitle="Sign in to run and watch your campaigns.">
      <Formik
        initialValues={{ email, password }}
        validationSchema={credentialsValidation}
        onSubmit={(v) => send({ type: 'credentials.submit', email: v.email, password: v.password })}
      >
        <Form noValidate onChange={() => error && send({ type: 'form.edit' })}>
          <Stack gap="4">
            {alert}
            <TextField name="email" label="Email" type="email" autoComplete="username" />
            <PasswordField name="password" label="Password" autoComplete="current-password" />
            <Flex justify="flex-end">
              <ChakraLink asChild color="accent.fg" fontSize="sm">
                <Link to="/forgot-password">{t('Forgot password?')}</Link>
              </ChakraLink>
            </Flex>
            <Button type="submit" colorPalette="teal" loading={busy}>
              {t('Login')}
            </Button>
            <Text fontSize="xs" color="fg.muted" textAlign="center">
              {t('Too many failed attempts will lock sign-in for a while.')}
            </Text>
          </Stack>
        </Form>
      </Formik>
    </AuthLayout>
  );
}
