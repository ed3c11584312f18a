// The 'Settings' tab of a DID group (000 §3 "DID group" setting; 001 §4 "switching DID settings off
// zeroes dependent fields on save"): campaign check, auto release, optimization, forward call,
// sleep timer and scrub setting, validated by the domain's didGroupSettingSchema. What a switched-
// off toggle holds is neither checked nor kept: the form validates and sends its values through
// zeroDisabledSettings, and after the save it shows the group's setting as the server stored it.
// Save sits bottom-right with Cancel (back to the saved values) beside it; leaving with unsaved
// changes asks first.
import { Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { didGroupSettingSchema, zeroDisabledSettings, type DidGroup, type DidGroupSetting } from '@domain/dids';
import { useTranslation } from '@web/i18n';
import { UnsavedChangesGuard, notify, zodValidate, showFormError, FormActions } from '@web/ui';
import { saveDidGroupSettings } from './dids-api';
import { ForwardCallSection } from './forward-call-section';
import { ScrubSection } from './scrub-section';
import { AutoReleaseSection, CampaignCheckSection, OptimizationSection } from './settings-sections';
import { SleepTimerSection } from './sleep-timer-section';

const schema = zodValidate(didGroupSettingSchema);
/** The fields a refused save may name (the server checks the bad-DID group is another of the user's). */
const SETTING_FIELDS = ['scrubSetting.badDidGroupId', 'forwardCallSetting.phone', 'forwardCallSetting.workingHourFrom'];

/** Formik's validationSchema: the schema's rules over the values with switched-off toggles zeroed. */
export const settingValidation = {
  validate: (values: DidGroupSetting) => schema.validate(zeroDisabledSettings(values)),
};

/** What Save sends: the schema's output (trimmed, days sorted) with switched-off toggles zeroed. */
export function settingToSave(values: DidGroupSetting): DidGroupSetting {
  return zeroDisabledSettings(didGroupSettingSchema.parse(zeroDisabledSettings(values)));
}

export function DidSettingsForm({ group, onSaved }: { group: DidGroup; onSaved: (group: DidGroup) => void }) {
  const { t } = useTranslation();
  const submit = async (values: DidGroupSetting, helpers: FormikHelpers<DidGroupSetting>) => {
    try {
      const saved = await saveDidGroupSettings(group.id, settingToSave(values));
      helpers.resetForm({ values: saved.setting });
      notify({ type: 'success', description: 'Updated' });
      onSaved(saved);
    } catch (error) {
      // A refused field (the bad-DID group) shows under it; the changes stay in the form.
      showFormError(error, helpers, SETTING_FIELDS);
    }
  };
  return (
    <Formik<DidGroupSetting> initialValues={group.setting} validationSchema={settingValidation} onSubmit={submit}>
      {({ dirty, isSubmitting, resetForm }) => (
        <Form noValidate aria-label={t('DID group settings')}>
          <UnsavedChangesGuard when={dirty && !isSubmitting} />
          <Stack gap="4">
            <CampaignCheckSection />
            <AutoReleaseSection />
            <OptimizationSection />
            <ForwardCallSection />
            <SleepTimerSection />
            <ScrubSection groupId={group.id} />
            <FormActions dirty={dirty} submitting={isSubmitting} onCancel={() => resetForm()} />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
