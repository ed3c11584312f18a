// The live counter under a message (000 §5 A2P/P2P limits): characters, segments, what is left in
// the current segment, and a flag when the message needs unicode (naming the characters that cause
// it, since replacing them brings it back to 160 a segment). A message with spintax is measured by
// its longest spin, since any spin may be the one sent. Polite live region: a screen reader hears
// the count when the typing pauses.
import { Badge, HStack, Text } from '@chakra-ui/react';
import { countMessage, type MessageChannel } from '@domain/message-segments';
import { hasSpintax, longestSpin } from '@domain/spintax';
import { useTranslation } from '@web/i18n';

export function MessageCounter({ message, channel }: { message: string; channel: MessageChannel }) {
  const { t } = useTranslation();
  const spun = hasSpintax(message);
  const count = countMessage(spun ? longestSpin(message) : message, channel);
  return (
    <HStack gap="3" wrap="wrap" textStyle="sm" color="fg.muted" aria-live="polite" data-testid="message-counter">
      <Text>{t('{{count}} characters', { count: count.characters })}</Text>
      <Text>{t('{{count}} segment(s)', { count: count.segments })}</Text>
      <Text>{t('{{count}} left in this segment', { count: count.remaining })}</Text>
      {spun && <Text>{t('(longest spin)')}</Text>}
      <Badge variant="outline">{channel}</Badge>
      {count.unicode && (
        <Badge colorPalette="orange" variant="subtle" title={count.unicodeCharacters.join(' ')}>
          {t('Unicode: {{chars}}', { chars: count.unicodeCharacters.slice(0, 5).join(' ') })}
        </Badge>
      )}
    </HStack>
  );
}
