// Spintax tools under the creative message: 'Generate SpinTax' asks the server to vary the message
// (001 §4: success only if the result differs and is not "fail": 'Successfully spinned!', else
// "Can't generate SpinTax. Please contact us for support!"); 'Preview spin' shows one spin of the
// message with markup and line breaks stripped before the call (001 §5), and how many variations
// it has.
import { useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { creativeMessages, isSpinSuccess } from '@domain/creatives';
import { countVariations, stripMarkup } from '@domain/spintax';
import { useTranslation } from '@web/i18n';
import { formatCount, notify } from '@web/ui';
import { generateSpintax, previewSpintax } from './content-api';

export function SpintaxPanel({ message, onGenerated }: { message: string; onGenerated: (message: string) => void }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState<'generate' | 'preview' | null>(null);
  const empty = message.trim() === '';

  const generate = async () => {
    setBusy('generate');
    try {
      const result = await generateSpintax(message);
      if (isSpinSuccess(message, result)) {
        onGenerated(result);
        notify({ type: 'success', description: creativeMessages.spinned });
      } else {
        notify({ type: 'error', description: creativeMessages.spinFailed });
      }
    } catch {
      // The client has shown the refusal.
    } finally {
      setBusy(null);
    }
  };
  const showPreview = async () => {
    setBusy('preview');
    try {
      setPreview(await previewSpintax(stripMarkup(message)));
    } catch {
      setPreview(null);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={generate} loading={busy === 'generate'} disabled={empty || busy !== null}>
          {t('Generate SpinTax')}
        </Button>
        <Button size="sm" variant="outline" onClick={showPreview} loading={busy === 'preview'} disabled={empty || busy !== null}>
          {t('Preview spin')}
        </Button>
        <Text textStyle="sm" color="fg.muted">
          {t('{{count}} variation(s)', { count: formatCount(countVariations(message)) })}
        </Text>
      </HStack>
      {preview !== null && (
        <Box borderWidth="1px" rounded="md" p="3" bg="bg.subtle" role="region" aria-label={t('Spin preview')}>
          <Text textStyle="xs" color="fg.muted" mb="1">
            {t('Spin preview')}
          </Text>
          <Text data-testid="spin-preview">{preview}</Text>
        </Box>
      )}
    </Stack>
  );
}
