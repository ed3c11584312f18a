// Settings > API: the API request key (001 §7 updateApiKey), shown masked with Show, Copy
// ('Copied!') and Regenerate (confirmed: integrations that check our webhooks' signatures with the
// old key stop accepting them), and the two webhook URLs (updateApiSetting).
import { Button, Code, Fieldset, HStack, Stack, Text } from '@chakra-ui/react';
import type { FormikHelpers } from 'formik';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { apiSettingInputSchema, maskKey, type ApiSetting } from '@domain/api-settings';
import { useTranslation } from '@web/i18n';
import { ConfirmDialog, FormActions, TextField, notify, showFormError, showRefusal, zodValidate } from '@web/ui';
import { updateApiKey, updateApiSetting } from './api-settings-api';

const urlsValidation = zodValidate(apiSettingInputSchema);
type UrlsForm = { deliveryUrl: string; replyUrl: string };

export function RequestKeySection({ setting, onChange }: { setting: ApiSetting; onChange: (next: ApiSetting) => void }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const [asking, setAsking] = useState(false);

  const copy = async () => {
    await navigator.clipboard.writeText(setting.apiKey);
    notify({ type: 'success', description: 'Copied!' });
  };
  const regenerate = async () => {
    try {
      onChange(await updateApiKey());
      notify({ type: 'success', description: 'Updated' });
    } catch (error) {
      showRefusal(error);
      throw error;
    }
  };
  const save = async (values: UrlsForm, helpers: FormikHelpers<UrlsForm>) => {
    try {
      onChange(await updateApiSetting(values));
      notify({ type: 'success', description: 'Updated' });
    } catch (error) {
      showFormError(error, helpers, ['deliveryUrl', 'replyUrl']);
    }
  };

  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t('API request key')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('Our webhooks are signed with this key: check the x-signature header (HMAC-SHA256 of the body).')}</Fieldset.HelperText>
      <Stack gap="4" mt="3">
        <HStack gap="2" wrap="wrap">
          <Code data-testid="api-key" px="2" py="1" fontSize="sm" wordBreak="break-all">
            {shown ? setting.apiKey : maskKey(setting.apiKey)}
          </Code>
          <Button size="sm" variant="outline" onClick={() => setShown((s) => !s)}>
            {shown ? t('Hide') : t('Show')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => void copy()}>
            {t('Copy')}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
            {t('Regenerate')}
          </Button>
        </HStack>
        <Formik<UrlsForm>
          initialValues={{ deliveryUrl: setting.deliveryUrl ?? '', replyUrl: setting.replyUrl ?? '' }}
          validationSchema={urlsValidation}
          enableReinitialize
          onSubmit={save}
        >
          {({ isSubmitting, dirty, resetForm }) => (
            <Form noValidate aria-label={t('Webhooks')}>
              <Stack gap="3" maxW="xl">
                <Text fontWeight="medium">{t('Webhooks')}</Text>
                <TextField name="deliveryUrl" label="Delivery URL" type="url" placeholder="https://" helperText="Delivery results of messages sent through the API are posted here." />
                <TextField name="replyUrl" label="Reply URL" type="url" placeholder="https://" helperText="Replies to messages sent through the API are posted here." />
                <FormActions dirty={dirty} submitting={isSubmitting} onCancel={() => resetForm()} />
              </Stack>
            </Form>
          )}
        </Formik>
      </Stack>
      <ConfirmDialog
        open={asking}
        title="Regenerate the API request key"
        message="A new key replaces this one at once: whatever checks our webhooks with the old key must be given the new one."
        confirmLabel="Regenerate"
        danger
        onConfirm={regenerate}
        onClose={() => setAsking(false)}
      />
    </Fieldset.Root>
  );
}
