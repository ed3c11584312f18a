// The creative assistant: a prompt and how many messages; the answer is split into creatives
// ('SMS n:' removed, blank lines dropped, titles base_01, base_02 ...; 001 §3). Each can fill the
// form, or all can be saved at once with the form's route and countries. The built-in writer fills
// fixed templates, and says so, so nobody takes its text for a language model's.
import { useState } from 'react';
import { Badge, Box, Button, Field, HStack, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { splitAssistantAnswer, type SplitCreative } from '@domain/assistant-answer';
import type { AssistantAnswer } from '@domain/creatives';
import { useTranslation } from '@web/i18n';
import { showRefusal } from '@web/ui';
import { askAssistant } from './content-api';

const COUNTS = [1, 2, 3, 4, 5, 6, 8, 10];

export function AssistantPanel({ base, onUse, onSaveAll }: { base: string; onUse: (c: SplitCreative) => void; onSaveAll: (list: SplitCreative[]) => Promise<void> }) {
  const { t } = useTranslation();
  const [prompt, setPrompt] = useState('');
  const [count, setCount] = useState(3);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ provider: AssistantAnswer['provider']; creatives: SplitCreative[] } | null>(null);

  const write = async () => {
    setBusy(true);
    try {
      const res = await askAssistant({ prompt, count, maxCharCount: 160 });
      setAnswer({ provider: res.provider, creatives: splitAssistantAnswer(res.answer, base.trim() || 'creative') });
    } catch (error) {
      showRefusal(error);
    } finally {
      setBusy(false);
    }
  };
  const saveAll = async () => {
    if (!answer) return;
    setBusy(true);
    try {
      await onSaveAll(answer.creatives);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="3" borderWidth="1px" rounded="md" p="4">
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="medium">{t('Creative assistant')}</Text>
        {answer?.provider === 'template' && <Badge variant="subtle">{t('Template writer (no AI)')}</Badge>}
        {answer?.provider === 'openai' && <Badge variant="subtle" colorPalette="accent">{t('AI model')}</Badge>}
      </HStack>
      <Field.Root>
        <Field.Label>{t('What are the messages about?')}</Field.Label>
        <Textarea value={prompt} onChange={(e) => setPrompt(e.currentTarget.value)} rows={2} maxLength={2000} />
      </Field.Root>
      <HStack gap="3" align="flex-end" wrap="wrap">
        <Field.Root maxW="32">
          <Field.Label>{t('How many')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={String(count)} onChange={(e) => setCount(Number(e.currentTarget.value))}>
              {COUNTS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button variant="outline" onClick={write} loading={busy} disabled={busy || prompt.trim() === ''}>
          {t('Write creatives')}
        </Button>
      </HStack>
      {answer && (
        <Stack gap="2" role="list" aria-label={t('Written creatives')}>
          {answer.creatives.map((c) => (
            <Box key={c.title} role="listitem" borderWidth="1px" rounded="md" p="2">
              <HStack justify="space-between" align="flex-start" gap="3">
                <Box minW="0">
                  <Text textStyle="xs" color="fg.muted">
                    {c.title}
                  </Text>
                  <Text textStyle="sm" whiteSpace="pre-wrap">
                    {c.message}
                  </Text>
                </Box>
                <Button size="xs" variant="ghost" onClick={() => onUse(c)}>
                  {t('Use')}
                </Button>
              </HStack>
            </Box>
          ))}
          {answer.creatives.length > 1 && (
            <HStack justify="flex-end">
              <Button size="sm" colorPalette="accent" variant="outline" onClick={saveAll} loading={busy} disabled={busy}>
                {t('Save all {{count}} as creatives', { count: answer.creatives.length })}
              </Button>
            </HStack>
          )}
        </Stack>
      )}
    </Stack>
  );
}
