// Reset password (000 §2): password and confirm, 'Confirm'; on success the spec's text, then the
// login page after 1.5 s. With required=true the page says the password expired.
// The token comes in the link (the mail's, or the login page's for an expired password). It is read
// once and kept in memory only: the address bar and the history entry lose it at once, so it is not
// in the browser history, a bookmark or a shared screenshot (and Referrer-Policy: no-referrer keeps
// it out of Referer headers). See docs/decisions/0009-security-headers.md.
import { Alert, Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from '@web/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { authMessages, resetPasswordFormSchema, type ResetPasswordForm } from '@domain/auth';
import { resetPassword } from '@web/api/auth-api';
import { PasswordField } from '@web/ui/form/password-field';
import { zodValidate } from '@web/ui/form-validation';
import { sessionStore } from '@web/session/session-store';
import { AuthLayout } from './auth-layout';

/** The spec's pause before returning to login after a successful reset. */
export const RESET_REDIRECT_MS = 1500;
const validate = zodValidate(resetPasswordFormSchema);

/** The link's token and flag as the page was opened; the token is then removed from the address bar. */
function useResetLink(): { token: string; required: boolean } {
  const [params] = useSearchParams();
  const [link] = useState(() => ({ token: params.get('token') ?? '', required: params.get('required') === 'true' }));
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('token')) return;
    url.searchParams.delete('token');
    // history.replaceState, not a router navigation: the route guard lets a signed-in user stay on
    // this page only for a link with a token (session-rules.ts), and a navigation would re-decide.
    // The router's state is kept so back and forward still line up with its own entries.
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  return link;
}

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token, required } = useResetLink();
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  return (
    <AuthLayout title="Reset Password">
      <Stack gap="4">
        {required && !done && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{t('Your password has expired and must be changed.')}</Alert.Title>
          </Alert.Root>
        )}
        {!token && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{t(authMessages.resetTokenInvalid)}</Alert.Title>
          </Alert.Root>
        )}
        {done ? (
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Title>{t(authMessages.resetSuccess)}</Alert.Title>
          </Alert.Root>
        ) : (
          <Formik<ResetPasswordForm>
            initialValues={{ password: '', confirmPassword: '' }}
            validationSchema={validate}
            onSubmit={async (values) => {
              await resetPassword({ password: values.password, token });
              // A session of whoever was signed in here is over: the server ended them all.
              sessionStore.clear();
              setDone(true);
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate>
                <Stack gap="4">
                  <PasswordField name="password" label="New password" autoComplete="new-password" />
                  <PasswordField name="confirmPassword" label="Confirm password" autoComplete="new-password" />
                  <Button type="submit" colorPalette="teal" loading={isSubmitting} disabled={!token}>
                    {t('Confirm')}
                  </Button>
                </Stack>
              </Form>
            )}
          </Formik>
        )}
        <ChakraLink asChild alignSelf="center" color="accent.fg">
          <Link to="/login">{t('Back to login')}</Link>
        </ChakraLink>
      </Stack>
    </AuthLayout>
  );
}
