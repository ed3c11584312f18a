// Short-link protection (001 §2): the safe page and the preview page, each switched on with its
// conditions and whitelist, and a custom URL when its custom mode is on. A click matching a page's
// conditions and none of its whitelist gets that page (the preview page is decided first).
import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, useFormikContext } from 'formik';
import { shortLinkProtectionSchema, type ShortLinkProtection } from '@domain/short-links';
import { useTranslation } from '@web/i18n';
import { CheckboxField, LoadingSkeleton, TextField, notify, showFormError, useLoad, zodValidate } from '@web/ui';
import { ConditionsField, type ConditionOption } from './conditions-field';
import { getProtection, listProtectionConditions, saveProtection } from './short-links-api';

const validate = zodValidate(shortLinkProtectionSchema);

function PageSection({ kind, options }: { kind: 'safe' | 'preview'; options: readonly ConditionOption[] }) {
  const { t } = useTranslation();
  const { values } = useFormikContext<ShortLinkProtection>();
  const safe = kind === 'safe';
  const on = safe ? values.enableRedirectSafePage : values.enableRedirectPreviewPage;
  const custom = safe ? values.customPageSafeMode : values.customPagePreviewMode;
  return (
    <Stack gap="3" borderWidth="1px" rounded="md" p="4">
      <Heading as="h3" size="sm">
        {t(safe ? 'Safe page' : 'Preview page')}
      </Heading>
      <CheckboxField name={safe ? 'enableRedirectSafePage' : 'enableRedirectPreviewPage'} label={safe ? 'Redirect to the safe page' : 'Redirect to the preview page'} />
      <CheckboxField name={safe ? 'customPageSafeMode' : 'customPagePreviewMode'} label="Use my own page" disabled={!on} />
      {custom && on && <TextField name={safe ? 'safeUrl' : 'previewUrl'} label={safe ? 'Safe url' : 'Preview url'} type="url" required placeholder="https://" />}
      {on && (
        <>
          <ConditionsField name={safe ? 'redirectSafePageCondition' : 'redirectPreviewPageCondition'} label="Conditions" options={options} />
          <ConditionsField name={safe ? 'originalPageWhitelistCondition' : 'previewPageWhitelistCondition'} label="Whitelist" options={options} />
        </>
      )}
    </Stack>
  );
}

export function ProtectionForm() {
  const { t } = useTranslation();
  const { data, loading } = useLoad(async (signal) => {
    const [setting, conditions] = await Promise.all([getProtection(signal), listProtectionConditions(signal)]);
    return { setting, conditions };
  }, []);
  if (loading || !data) return <LoadingSkeleton lines={6} />;
  return (
    <Formik<ShortLinkProtection>
      initialValues={data.setting}
      validationSchema={validate}
      enableReinitialize
      onSubmit={async (values, helpers) => {
        try {
          const saved = await saveProtection(values);
          helpers.resetForm({ values: saved });
          notify({ type: 'success', description: 'Updated' });
        } catch (error) {
          showFormError(error, helpers, ['safeUrl', 'previewUrl', 'redirectSafePageCondition', 'redirectPreviewPageCondition']);
        }
      }}
    >
      {({ isSubmitting, dirty }) => (
        <Form noValidate aria-label={t('Short-link protection')}>
          <Stack gap="4">
            <Text textStyle="sm" color="fg.muted">
              {t('A click that matches a page’s conditions and none of its whitelist gets that page instead of the link’s target.')}
            </Text>
            <PageSection kind="safe" options={data.conditions} />
            <PageSection kind="preview" options={data.conditions} />
            <Flex justify="flex-end">
              <Button type="submit" colorPalette="accent" loading={isSubmitting} disabled={!dirty}>
                {t('Save')}
              </Button>
            </Flex>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
