// Settings > Security: change password with the call the login area's schema already describes
// (changePasswordSchema: current, new and its confirmation). The server keeps this session and
// ends the user's others (service.ts), so nothing else changes here.
import { Button, Fieldset, HStack, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { changePasswordSchema, type ChangePasswordRequest } from '@domain/auth';
import { changePassword } from '@web/api/auth-api';
import { useTranslation } from '@web/i18n';
import { PasswordField, notify, showFormError, zodValidate } from '@web/ui';

const validation = zodValidate(changePasswordSchema);
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: ChangePasswordRequest = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const submit = async (values: ChangePasswordRequest, helpers: FormikHelpers<ChangePasswordRequest>) => {
    try {
      const answer = await changePassword(values, { ignoreShowMessage: true });
      helpers.resetForm({ values: EMPTY });
      notify({ type: 'success', description: answer.message });
    } catch (error) {
      showFormError(error, helpers, FIELDS);
    }
  };
  return (
    <Formik<ChangePasswordRequest> initialValues={EMPTY} validationSchema={validation} validateOnBlur={false} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('Change password')}>
          <Fieldset.Root>
            <Fieldset.Legend>{t('Change password')}</Fieldset.Legend>
            <Stack gap="4" mt="3" maxW="md">
              <PasswordField name="currentPassword" label="Current password" required autoComplete="current-password" />
              <PasswordField name="newPassword" label="New password" required autoComplete="new-password" />
              <PasswordField name="confirmPassword" label="Confirm password" required autoComplete="new-password" />
              <HStack justify="flex-end">
                <Button type="submit" colorPalette="accent" loading={isSubmitting} disabled={isSubmitting}>
                  {t('Change password')}
                </Button>
              </HStack>
            </Stack>
          </Fieldset.Root>
        </Form>
      )}
    </Formik>
  );
}
