// Settings > Security: one-time codes on or off through the existing mfa-status calls (mfa.ts).
// Turning on asks the server for a pending secret and shows it (a QR code of its otpauth URL to
// scan, the same URL as a link for a phone, and the key to type in by hand); a code from the app confirms it. Turning off needs a
// code from the active secret.
import { Badge, Button, Code, Fieldset, HStack, Link, QrCode, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { z } from 'zod';
import { oneTimeCodeSchema } from '@domain/auth';
import type { MfaSetup } from '@domain/auth-api';
import { getMfaStatus, setMfaStatus } from '@web/api/auth-api';
import { useTranslation } from '@web/i18n';
import { EmptyState, LoadingSkeleton, TextField, notify, showFormError, showRefusal, useLoad, zodValidate } from '@web/ui';

const codeValidation = zodValidate(z.object({ otp: oneTimeCodeSchema }));
type CodeForm = { otp: string };

export function MfaSection() {
  const { t } = useTranslation();
  const [reload, setReload] = useState(0);
  const loaded = useLoad((signal) => getMfaStatus(signal), [reload]);
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [starting, setStarting] = useState(false);
  const enabled = loaded.data?.isEnableMfa ?? false;

  const start = async () => {
    setStarting(true);
    try {
      const answer = await setMfaStatus(true);
      if ('secret' in answer) setSetup(answer);
      else setReload((n) => n + 1);
    } catch (error) {
      showRefusal(error);
    } finally {
      setStarting(false);
    }
  };

  const confirm = async ({ otp }: CodeForm, helpers: FormikHelpers<CodeForm>) => {
    try {
      const answer = await setMfaStatus(!turningOff, otp);
      notify({ type: 'success', description: answer.isEnableMfa ? t('One-time codes are on') : t('One-time codes are off') });
      setSetup(null);
      setTurningOff(false);
      setReload((n) => n + 1);
    } catch (error) {
      showFormError(error, helpers, ['otp']);
    }
  };

  const asking = setup !== null || turningOff;
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t('One-time codes')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('Sign in with a code from an authenticator app as well as your password.')}</Fieldset.HelperText>
      <Stack gap="3" mt="3" maxW="xl">
        {loaded.failed ? (
          <EmptyState title="The sign-in settings could not be loaded" onRetry={loaded.retry} />
        ) : loaded.data === null ? (
          <LoadingSkeleton lines={2} />
        ) : (
          <HStack justify="space-between">
            <Badge colorPalette={enabled ? 'green' : 'gray'}>{enabled ? t('On') : t('Off')}</Badge>
            {!asking &&
              (enabled ? (
                <Button variant="outline" onClick={() => setTurningOff(true)}>
                  {t('Turn off one-time codes')}
                </Button>
              ) : (
                <Button colorPalette="accent" loading={starting} onClick={() => void start()}>
                  {t('Turn on one-time codes')}
                </Button>
              ))}
          </HStack>
        )}
        {setup && (
          <Stack gap="2">
            <Text>{t('Add this account to your authenticator app, then type the code it shows.')}</Text>
            <QrCode.Root value={setup.otpauthUrl} size="xl" aria-label={t('QR code to scan with the authenticator app')}>
              <QrCode.Frame bg="white" p="2">
                <QrCode.Pattern />
              </QrCode.Frame>
            </QrCode.Root>
            <Link href={setup.otpauthUrl} colorPalette="accent">
              {t('Open in the authenticator app')}
            </Link>
            <Text textStyle="sm">
              {t('Or type this key:')} <Code data-testid="mfa-secret">{setup.secret}</Code>
            </Text>
          </Stack>
        )}
        {asking && (
          <Formik<CodeForm> initialValues={{ otp: '' }} validationSchema={codeValidation} validateOnBlur={false} onSubmit={confirm}>
            {({ isSubmitting }) => (
              <Form noValidate aria-label={t('One-time code')}>
                <Stack gap="3" maxW="sm">
                  <TextField name="otp" label="One-time code" required autoComplete="one-time-code" />
                  <HStack justify="flex-end" gap="2">
                    <Button variant="outline" disabled={isSubmitting} onClick={() => { setSetup(null); setTurningOff(false); }}>
                      {t('Cancel')}
                    </Button>
                    <Button type="submit" colorPalette="accent" loading={isSubmitting} disabled={isSubmitting}>
                      {t('Confirm')}
                    </Button>
                  </HStack>
                </Stack>
              </Form>
            )}
          </Formik>
        )}
      </Stack>
    </Fieldset.Root>
  );
}
