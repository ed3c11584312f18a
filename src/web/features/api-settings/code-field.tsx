// The one-time code inside a token dialog. On mount it asks the server for a code: the server mails
// one, or (two-step sign-in on) says to use the authenticator app; the answer is shown above the
// field, with a way to have a new mail sent.
import { Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { CodeRequestAnswer } from '@domain/api-settings';
import { useTranslation } from '@web/i18n';
import { TextField, showRefusal } from '@web/ui';
import { requestTokenCode } from './api-settings-api';

export function CodeField() {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<CodeRequestAnswer | null>(null);
  const [sending, setSending] = useState(false);

  const ask = async () => {
    setSending(true);
    try {
      setAnswer(await requestTokenCode());
    } catch (error) {
      showRefusal(error);
    } finally {
      setSending(false);
    }
  };
  useEffect(() => {
    void ask();
  }, []);

  return (
    <>
      <HStack justify="space-between" gap="2">
        <Text textStyle="sm" color="fg.muted" data-testid="code-hint">
          {answer ? t(answer.message) : t('Asking for a one-time code…')}
        </Text>
        {answer?.via === 'email' && (
          <Button size="xs" variant="ghost" loading={sending} onClick={() => void ask()}>
            {t('Send a new code')}
          </Button>
        )}
      </HStack>
      <TextField name="otp" label="One-time code" required autoComplete="one-time-code" />
    </>
  );
}
