// A vendor's credentials (001 §7 "POST revenue-tracking/credential (accessId, accessKey, active)"):
// sub-domain, access ID and access key, and whether the vendor is enabled. The saved key is never
// in the browser: the field starts empty and says which key is kept (masked) when left empty.
import { Fieldset, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { voluumCredentialSchema, type RevenueTracking } from '@domain/revenue-tracking';
import { useTranslation } from '@web/i18n';
import { CheckboxField, FormActions, PasswordField, TextField, notify, showFormError, zodValidate } from '@web/ui';

type CredentialValues = { subDomain: string; accessId: string; accessKey: string; active: boolean };
const validation = zodValidate(voluumCredentialSchema);
const FIELDS = ['subDomain', 'accessId', 'accessKey', 'active'] as const;

export interface CredentialsFormProps {
  account: RevenueTracking;
  vendorName: string;
  subDomainExample: string;
  save: (values: CredentialValues) => Promise<RevenueTracking>;
  onSaved: (account: RevenueTracking) => void;
}

export function CredentialsForm({ account, vendorName, subDomainExample, save, onSaved }: CredentialsFormProps) {
  const { t } = useTranslation();
  const initial: CredentialValues = { subDomain: account.subDomain, accessId: account.accessId, accessKey: '', active: account.active || account.accessKeyMasked === null };
  const submit = async (values: CredentialValues, helpers: FormikHelpers<CredentialValues>) => {
    try {
      const saved = await save(values);
      notify({ type: 'success', description: t('Updated') });
      helpers.resetForm({ values: { ...values, accessKey: '' } });
      onSaved(saved);
    } catch (error) {
      showFormError(error, helpers, FIELDS);
    }
  };
  return (
    <Formik<CredentialValues> initialValues={initial} validationSchema={validation} validateOnBlur={false} enableReinitialize onSubmit={submit}>
      {({ isSubmitting, dirty, resetForm }) => (
        <Form noValidate aria-label={t('{{vendor}} credentials', { vendor: vendorName })}>
          <Fieldset.Root>
            <Fieldset.Legend>{t('Credentials')}</Fieldset.Legend>
            <Stack gap="3" mt="2" maxW="lg">
              <TextField name="subDomain" label="Sub domain" required placeholder={subDomainExample} />
              <TextField name="accessId" label="Access ID" required autoComplete="off" />
              <PasswordField
                name="accessKey"
                label="Access key"
                required={account.accessKeyMasked === null}
                autoComplete="new-password"
                helperText={account.accessKeyMasked === null ? undefined : t('Saved key {{key}}: leave empty to keep it', { key: account.accessKeyMasked })}
              />
              <CheckboxField name="active" label="Enabled" />
              <FormActions dirty={dirty} submitting={isSubmitting} onCancel={() => resetForm()} />
            </Stack>
          </Fieldset.Root>
        </Form>
      )}
    </Formik>
  );
}
