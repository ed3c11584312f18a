// The Slack URL with its 'Test connection' (001 §7 "testSlackConnection (slackURL)"): posts a test
// message to the URL as typed, saved or not; a URL Slack refuses shows its message under the field.
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import type { AdvancedSettings } from '@domain/user-settings';
import { isApiRequestError } from '@web/api/api-request-error';
import { useTranslation } from '@web/i18n';
import { TextField, notify, showRefusal } from '@web/ui';
import { testSlackConnection } from './advanced-settings-api';

export function SlackUrlField() {
  const { t } = useTranslation();
  const { values, setFieldError } = useFormikContext<AdvancedSettings>();
  const [testing, setTesting] = useState(false);
  const test = async () => {
    setTesting(true);
    try {
      notify({ type: 'success', description: t(await testSlackConnection(values.slackUrl)) });
    } catch (error) {
      if (isApiRequestError(error) && error.field === 'slackURL') setFieldError('slackUrl', error.message);
      else showRefusal(error);
    } finally {
      setTesting(false);
    }
  };
  return (
    <Stack gap="2">
      <TextField name="slackUrl" type="url" label="Slack URL" placeholder="https://hooks.slack.com/services/..." helperText="Campaign alerts are posted to this Slack incoming webhook." autoComplete="off" />
      <HStack>
        <Button variant="outline" size="sm" loading={testing} disabled={values.slackUrl.trim() === ''} onClick={() => void test()}>
          {t('Test connection')}
        </Button>
      </HStack>
    </Stack>
  );
}
