// One message of a conversation: the contact's on the left, ours on the right in the accent's
// tint. Under each, when it was written; under ours, where it came from (a campaign by its title,
// a responder, a keyword reply, the inbox, a test) and its delivery (Queued, Sent, Delivered,
// Failed ...); the contact's STOP, HELP and START are marked as the keywords they are.
import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import type { OutboundSource, ThreadMessage } from '@domain/inbox';
import { deliveryLabel } from '@domain/inbox-thread';
import { useTranslation } from '@web/i18n';
import { formatWhen } from '@web/ui';
import { badgeLook } from '@web/ui/status-badge';

const SOURCE_LABELS: Record<OutboundSource, string | null> = {
  campaign: 'Campaign',
  responder: 'Responder',
  keyword: 'Keyword reply',
  inbox: 'Inbox reply',
  api: 'Send API',
  test: 'Test send',
  message: null,
};

export function MessageBubble({ message }: { message: ThreadMessage }) {
  const { t } = useTranslation();
  const ours = message.direction === 'outbound';
  const delivery = ours ? deliveryLabel(message.state, message.result) : null;
  const source = ours ? SOURCE_LABELS[message.source] : null;
  return (
    <Box alignSelf={ours ? 'flex-end' : 'flex-start'} maxW={{ base: '90%', md: '75%' }} data-direction={message.direction}>
      <Box
        px="3"
        py="2"
        rounded="lg"
        borderWidth="1px"
        bg={ours ? 'accent.subtle' : 'bg.muted'}
        borderColor={ours ? 'accent.muted' : 'border.muted'}
        roundedBottomRight={ours ? 'sm' : undefined}
        roundedBottomLeft={ours ? undefined : 'sm'}
      >
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          {message.text}
        </Text>
      </Box>
      <HStack gap="1.5" mt="1" justify={ours ? 'flex-end' : 'flex-start'} wrap="wrap" textStyle="xs" color="fg.muted">
        <Text>{formatWhen(message.at)}</Text>
        {message.direction === 'inbound' && message.kind !== 'text' && (
          <Badge size="xs" variant="outline">
            {message.kind.toUpperCase()}
          </Badge>
        )}
        {message.direction === 'outbound' && source !== null && (
          <Text>{message.source === 'campaign' && message.campaign ? t('Campaign: {{title}}', { title: message.campaign }) : t(source)}</Text>
        )}
        {delivery && (
          <Badge size="xs" {...badgeLook(delivery.tone)} title={message.direction === 'outbound' && message.result ? message.result : undefined}>
            {t(delivery.label)}
          </Badge>
        )}
      </HStack>
    </Box>
  );
}
