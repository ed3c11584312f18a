// Forgot password (000 §2 Other screens): email, Submit, 'Back to login'; the success text
// replaces nothing else on the page, so the user can still go back.
import { Alert, Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from '@web/i18n';
import { Link } from 'react-router-dom';
import { authMessages, forgotPasswordSchema, type ForgotPasswordRequest } from '@domain/auth';
import { forgotPassword } from '@web/api/auth-api';
import { TextField } from '@web/ui/form/text-field';
import { zodValidate } from '@web/ui/form-validation';
import { AuthLayout } from './auth-layout';

const validate = zodValidate(forgotPasswordSchema);

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  return (
    <AuthLayout title="Forgot Password" subtitle="Enter your email and we will send you a link to reset your password.">
      <Formik<ForgotPasswordRequest>
        initialValues={{ email: '' }}
        validationSchema={validate}
        onSubmit={async (values) => {
          await forgotPassword(values);
          setSent(true);
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="4">
              {sent && (
                <Alert.Root status="success">
                  <Alert.Indicator />
                  <Alert.Title>{t(authMessages.forgotSuccess)}</Alert.Title>
                </Alert.Root>
              )}
              <TextField name="email" label="Email" type="email" autoComplete="email" />
              <Button type="submit" colorPalette="teal" loading={isSubmitting}>
                {t('Submit')}
              </Button>
              <ChakraLink asChild alignSelf="center" color="accent.fg">
                <Link to="/login">{t('Back to login')}</Link>
              </ChakraLink>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthLayout>
  );
}
