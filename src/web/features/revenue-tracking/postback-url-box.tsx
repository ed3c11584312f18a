// The ready-to-copy postback URL and what its tokens stand for: the tracker replaces them with the
// message ID it received in the mapped parameter and the conversion's payout.
import { Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import type { PostbackInfo } from '@domain/revenue-tracking';
import { useTranslation } from '@web/i18n';
import { notify } from '@web/ui';

export function PostbackUrlBox({ info }: { info: PostbackInfo }) {
  const { t } = useTranslation();
  const copy = async () => {
    await navigator.clipboard.writeText(info.postbackUrl);
    notify({ type: 'success', description: t('Copied!') });
  };
  return (
    <Stack gap="2">
      <HStack gap="2" align="start">
        <Code data-testid="postback-url" p="2" flex="1" wordBreak="break-all" whiteSpace="normal">
          {info.postbackUrl}
        </Code>
        <Button variant="outline" size="sm" aria-label={t('Copy postback URL')} onClick={() => void copy()}>
          {t('Copy')}
        </Button>
      </HStack>
      <Text textStyle="sm" color="fg.muted">
        {info.clickParameter
          ? t('The tracker puts the message ID it received in {{parameter}} and the payout in place of the tokens.', { parameter: info.clickParameter })
          : t('Map Message ID to a vendor parameter in Integrations, so the tracker can send it back.')}
      </Text>
    </Stack>
  );
}
