// The settings page's Advanced settings tab (000 §2 "advanced-settings"; 001 §7 "updateSettings"):
// the user's timezone, the skip-scrub switches, auto-scrub, the two-way daily limit, the failover
// route, live-feed forwarding, the campaign wizard's defaults and the Slack URL with its test.
// Validated by the domain's advancedSettingsSchema, the server's too; after a save the form shows
// what the server kept. A switched-off section keeps its value but greys it out.
import { Fieldset, Grid, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { advancedSettingsSchema, DAILY_LIMIT_MAX, DAILY_LIMIT_MIN, type AdvancedSettings } from '@domain/user-settings';
import { useTranslation } from '@web/i18n';
import { CheckboxField, EmptyState, FormActions, LoadingSkeleton, NumberField, SelectField, TextField, UnsavedChangesGuard, notify, showFormError, useLoad, zodValidate } from '@web/ui';
import { getAdvancedSettings, listFailoverRoutes, saveAdvancedSettings } from './advanced-settings-api';
import { SlackUrlField } from './slack-url-field';

const validation = zodValidate(advancedSettingsSchema);
const FIELDS = Object.keys(advancedSettingsSchema.shape);

function timezones(current: string): { value: string; label: string }[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([current, 'Etc/GMT', ...known])].filter(Boolean).sort().map((zone) => ({ value: zone, label: zone }));
}

export function AdvancedSettingsTab() {
  const { t } = useTranslation();
  const loaded = useLoad((signal) => Promise.all([getAdvancedSettings(signal), listFailoverRoutes(signal)]), []);
  const current = loaded.data?.[0].timezone ?? '';
  const zones = useMemo(() => timezones(current), [current]);

  const submit = async (values: AdvancedSettings, helpers: FormikHelpers<AdvancedSettings>) => {
    try {
      const saved = await saveAdvancedSettings(values);
      helpers.resetForm({ values: saved });
      notify({ type: 'success', description: 'Updated' });
    } catch (error) {
      showFormError(error, helpers, FIELDS);
    }
  };

  if (loaded.failed) return <EmptyState title="The advanced settings could not be loaded" onRetry={loaded.retry} />;
  if (loaded.data === null) return <LoadingSkeleton lines={8} />;
  const [settings, routes] = loaded.data;
  const routeOptions = routes.map((r) => ({ value: r.id, label: r.name }));

  return (
    <Formik<AdvancedSettings> initialValues={settings} validationSchema={validation} onSubmit={submit}>
      {({ values, dirty, isSubmitting, resetForm }) => (
        <Form noValidate aria-label={t('Advanced settings')}>
          <UnsavedChangesGuard when={dirty && !isSubmitting} />
          <Stack gap="6" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }} bg="bg.panel" maxW="3xl">
            <SelectField<string> name="timezone" label="Timezone" options={zones} helperText="Schedules and stats are shown in this timezone." />

            <Fieldset.Root>
              <Fieldset.Legend>{t('Scrubbing')}</Fieldset.Legend>
              <Stack gap="3" mt="3">
                <CheckboxField name="skipScrub" label="Skip scrub" helperText="US and CA groups may be sent without a recent scrub." />
                <CheckboxField name="skipScrubDNC" label="Skip DNC scrub" helperText="Scrubs do not check the DNC list nor charge for it; sending still skips listed numbers." />
                <CheckboxField name="skipScrubLandline" label="Skip landline scrub" helperText="Scrubs leave landlines Unknown instead of marking them, and do not charge for them." />
                <CheckboxField name="enableAutoScrub" label="Enable auto scrub" helperText="DID groups with auto scrub on are scrubbed on their own; off, none is." />
                <NumberField name="autoScrubInterval" label="Auto scrub interval (days)" helperText="For DID groups that set no interval of their own." min={1} max={365} step={1} disabled={!values.enableAutoScrub} />
              </Stack>
            </Fieldset.Root>

            <Fieldset.Root>
              <Fieldset.Legend>{t('Sending')}</Fieldset.Legend>
              <Stack gap="3" mt="3">
                <NumberField
                  name="limitNumberMessagePerDay"
                  label="Two-way daily limit"
                  helperText={t('Two-way messages a day, {{min}} to {{max}}, when your account is two-way; the rest wait for the next day.', { min: DAILY_LIMIT_MIN.toLocaleString('en-US'), max: DAILY_LIMIT_MAX.toLocaleString('en-US') })}
                  min={DAILY_LIMIT_MIN}
                  max={DAILY_LIMIT_MAX}
                  step={1}
                />
                <CheckboxField name="failoverRouteEnable" label="Enable failover route" helperText="A message its route could not carry (rejected or never taken) is sent once more over this route, at its price." />
                <SelectField<number> name="failoverRouteId" label="Failover route" options={routeOptions} placeholder="Choose a route" disabled={!values.failoverRouteEnable} />
                <TextField name="liveFeedForward" type="url" label="Live feed forward" placeholder="https://" helperText="Messages from your contacts are posted to this public URL as JSON, signed with your API request key; leave empty for none." autoComplete="off" />
              </Stack>
            </Fieldset.Root>

            <Fieldset.Root>
              <Fieldset.Legend>{t('New campaign defaults')}</Fieldset.Legend>
              <Fieldset.HelperText>{t('The campaign wizard starts a new campaign with these.')}</Fieldset.HelperText>
              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4" mt="3">
                <NumberField name="autoStopThreshold" label="Auto-stop threshold" min={1} step={1} placeholder="None" />
                <NumberField name="sendSpeed" label="Send speed (messages per hour)" min={1} step={1} placeholder="Set by the route" />
              </Grid>
            </Fieldset.Root>

            <SlackUrlField />
            <FormActions dirty={dirty} submitting={isSubmitting} onCancel={() => resetForm()} />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
