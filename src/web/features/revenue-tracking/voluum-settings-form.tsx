// Voluum's own settings (001 §7 "Voluum: POST settings"): the workspace its reports come from and
// the campaign mapping a new campaign starts with (000 §3 voluumMapping).
import { Fieldset, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { voluumSettingsSchema, type VoluumSettings } from '@domain/revenue-tracking';
import { useTranslation } from '@web/i18n';
import { FormActions, SelectField, TextField, notify, showFormError, zodValidate } from '@web/ui';
import { saveVoluumSettings } from './revenue-api';

const validation = zodValidate(voluumSettingsSchema);
const MAPPING_OPTIONS = [
  { value: 'uuid', label: 'UUID' },
  { value: 'campaignName', label: 'Campaign name' },
  { value: 'name', label: 'Name' },
  { value: 'no_mapping', label: 'No mapping' },
] as const;

export function VoluumSettingsForm({ settings, onSaved }: { settings: VoluumSettings; onSaved: () => void }) {
  const { t } = useTranslation();
  const submit = async (values: VoluumSettings, helpers: FormikHelpers<VoluumSettings>) => {
    try {
      const saved = await saveVoluumSettings(values);
      helpers.resetForm({ values: saved });
      notify({ type: 'success', description: t('Updated') });
      onSaved();
    } catch (error) {
      showFormError(error, helpers, ['workspace', 'defaultMapping']);
    }
  };
  return (
    <Formik<VoluumSettings> initialValues={settings} validationSchema={validation} validateOnBlur={false} enableReinitialize onSubmit={submit}>
      {({ isSubmitting, dirty, resetForm }) => (
        <Form noValidate aria-label={t('Voluum settings')}>
          <Fieldset.Root>
            <Fieldset.Legend>{t('Settings')}</Fieldset.Legend>
            <Stack gap="3" mt="2" maxW="lg">
              <TextField name="workspace" label="Workspace" helperText="Leave empty for the account's default workspace" />
              <SelectField name="defaultMapping" label="Default campaign mapping" options={MAPPING_OPTIONS} required />
              <FormActions dirty={dirty} submitting={isSubmitting} onCancel={() => resetForm()} />
            </Stack>
          </Fieldset.Root>
        </Form>
      )}
    </Formik>
  );
}
