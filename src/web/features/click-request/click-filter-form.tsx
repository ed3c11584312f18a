// Which clicks count (001 §7 "updateClickFilter"): the maximum risk score (0-99.99; 001 §9), whether
// bots' clicks count, and the blocked addresses (IPs or CIDR ranges, one per line). A click outside
// the filter is still recorded with its short link but is not a campaign click; a blocked address
// is refused by the link itself. After a save the form shows what the server kept.
import { Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { clickFilterFormSchema, type ClickFilter, type ClickFilterForm } from '@domain/click-filter';
import { useTranslation } from '@web/i18n';
import { CheckboxField, EmptyState, FormActions, LoadingSkeleton, NumberField, TextareaField, UnsavedChangesGuard, notify, showFormError, useLoad, zodValidate } from '@web/ui';
import { getClickFilter, saveClickFilter } from './click-request-api';

const validation = zodValidate(clickFilterFormSchema);
const asForm = (f: ClickFilter): ClickFilterForm => ({ ...f, blockedIps: f.blockedIps.join('\n') });

export function ClickFilterForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  const loaded = useLoad((signal) => getClickFilter(signal), []);

  const submit = async (values: ClickFilterForm, helpers: FormikHelpers<ClickFilterForm>) => {
    try {
      const saved = await saveClickFilter(clickFilterFormSchema.parse(values));
      helpers.resetForm({ values: asForm(saved) });
      notify({ type: 'success', description: 'Updated' });
      onSaved();
    } catch (error) {
      showFormError(error, helpers, ['maxRiskScore', 'countBots', 'blockedIps']);
    }
  };

  if (loaded.failed) return <EmptyState title="The click filter could not be loaded" onRetry={loaded.retry} />;
  if (loaded.data === null) return <LoadingSkeleton lines={4} />;
  return (
    <Formik<ClickFilterForm> initialValues={asForm(loaded.data)} validationSchema={validation} onSubmit={submit}>
      {({ dirty, isSubmitting, resetForm }) => (
        <Form noValidate aria-label={t('Click filter')}>
          <UnsavedChangesGuard when={dirty && !isSubmitting} />
          <Stack gap="5" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }} bg="bg.panel" maxW="3xl">
            <NumberField name="maxRiskScore" label="Maximum risk score" helperText="Clicks scoring above this (0 to 99.99) do not count as campaign clicks." min={0} max={99.99} step={0.01} />
            <CheckboxField name="countBots" label="Count bots' clicks" />
            <TextareaField name="blockedIps" label="Blocked IPs" helperText="One IP or range per line (203.0.113.7, 203.0.113.0/24). Their clicks are refused and never counted." />
            <FormActions dirty={dirty} submitting={isSubmitting} onCancel={() => resetForm()} />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
