// /login: credentials, then a one-time code for users with MFA. The process is the login machine;
// this page renders its states. Signing in only stores the session: the route guard then sends the
// user on to the page they came for.
import { Alert, Button, Flex, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { useTranslation } from '@web/i18n';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { loginSchema, oneTimeCodeSchema } from '@domain/auth';
import { loginMachine } from '@machines/login.machine';
import { resetSessionExpiredFlag } from '@web/api/client';
import { tMessage } from '@web/i18n';
import { sessionStore } from '@web/session/session-store';
import { PasswordField } from '@web/ui/form/password-field';
import { TextField } from '@web/ui/form/text-field';
import { zodValidate } from '@web/ui/form-validation';
import { AuthLayout } from './auth-layout';
import { authenticate } from './authenticate';

const credentialsValidation = zodValidate(loginSchema.pick({ email: true, password: true }));
const otpValidation = zodValidate(z.object({ otp: oneTimeCodeSchema }));

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [snapshot, send] = useMachine(loginMachine.provide({ actors: { authenticate } }));
  const { error, email, password } = snapshot.context;
  const result = snapshot.context.result;

  useEffect(() => {
    if (!result) return;
    if (result.kind === 'authenticated') {
      resetSessionExpiredFlag();
      sessionStore.signIn(result.token, result.user);
    } else if (result.kind === 'passwordExpired') {
      navigate(`/reset-password?token=${encodeURIComponent(result.resetToken)}&required=true`, { replace: true });
    } else {
      navigate('/429', { replace: true });
    }
  }, [result, navigate]);

  const busy = snapshot.matches('authenticating');
  const askingCode = snapshot.matches('awaitingOtp') || (busy && snapshot.context.otp !== null);
  const alert = error && (
    <Alert.Root role="alert" status={snapshot.matches('blocked') ? 'warning' : 'error'}>
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
              {t('Too many failed attempts will lock sign-in for a minute.')}
            </Text>
          </Stack>
        </Form>
      </Formik>
    </AuthLayout>
  );
}
