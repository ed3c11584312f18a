// The settings of a domain group (000 §3, 001 §3: campaignCheck, deliveredThreshold 0-99,
// autoRenew (false), deliveredThresholdRenew (0), domainRotation (false), domainUsageThreshold
// (0)). A threshold shows only while its toggle is on, and a switched-off toggle keeps none: the
// form sends its values through zeroDisabledDomainSettings, as the server stores them.
import { Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { domainGroupSettingSchema, zeroDisabledDomainSettings, type DomainGroup, type DomainGroupSetting } from '@domain/domains';
import { useTranslation } from '@web/i18n';
import { CheckboxField, NumberField, UnsavedChangesGuard, notify, showFormError, zodValidate, FormActions } from '@web/ui';
import { saveDomainGroupSettings } from './domains-api';

const schema = zodValidate(domainGroupSettingSchema);
const validation = { validate: (values: DomainGroupSetting) => schema.validate(zeroDisabledDomainSettings(values)) };
const FIELDS = ['deliveredThreshold', 'deliveredThresholdRenew', 'domainUsageThreshold'];

export function DomainSettingsForm({ group, onSaved }: { group: DomainGroup; onSaved: (group: DomainGroup) => void }) {
  const { t } = useTranslation();
  const submit = async (values: DomainGroupSetting, helpers: FormikHelpers<DomainGroupSetting>) => {
    try {
      const saved = await saveDomainGroupSettings(group.id, zeroDisabledDomainSettings(domainGroupSettingSchema.parse(zeroDisabledDomainSettings(values))));
      helpers.resetForm({ values: saved.setting });
      notify({ type: 'success', description: 'Updated' });
      onSaved(saved);
    } catch (error) {
      showFormError(error, helpers, FIELDS);
    }
  };
  return (
    <Formik<DomainGroupSetting> initialValues={group.setting} validationSchema={validation} onSubmit={submit}>
      {({ values, dirty, isSubmitting, resetForm }) => (
        <Form noValidate aria-label={t('Domain group settings')}>
          <UnsavedChangesGuard when={dirty && !isSubmitting} />
          <Stack gap="4" maxW="xl">
            <CheckboxField name="campaignCheck" label="Campaign check" helperText="Stop using a domain whose delivery falls below the threshold." />
            {values.campaignCheck && <NumberField name="deliveredThreshold" label="Delivered threshold (%)" min={0} max={99} />}
            <CheckboxField name="autoRenew" label="Auto renew" helperText="Renew a domain at the end of its term when it delivers well enough." />
            {values.autoRenew && <NumberField name="deliveredThresholdRenew" label="Delivered threshold to renew (%)" min={0} max={99} />}
            <CheckboxField name="domainRotation" label="Domain rotation" helperText="Move to the next domain after it was used this many times." />
            {values.domainRotation && <NumberField name="domainUsageThreshold" label="Domain usage threshold" min={0} />}
            <FormActions dirty={dirty} submitting={isSubmitting} onCancel={() => resetForm()} />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
