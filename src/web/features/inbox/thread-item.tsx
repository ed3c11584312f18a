// One thread in the inbox's list: the contact, when it last moved, the latest message (ours marked
// 'You:'), and what needs the sender's eye: unread (a dot and bold), starred, waiting for an
// answer, a failed message, a responder's answer. The whole row is one button that opens it.
import { Badge, Box, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ThreadSummary } from '@domain/inbox';
import { useTranslation } from '@web/i18n';
import { formatWhen } from '@web/ui';
import { StarFilledIcon } from './inbox-icons';

export function ThreadItem({ thread, selected, onSelect }: { thread: ThreadSummary; selected: boolean; onSelect: (uuid: string) => void }) {
  const { t } = useTranslation();
  const last = thread.lastMessage;
  return (
    <Box
      as="button"
      w="full"
      textAlign="start"
      px="3"
      py="2.5"
      rounded="md"
      bg={selected ? 'accent.subtle' : undefined}
      _hover={{ bg: selected ? 'accent.muted' : 'bg.muted' }}
      focusRingColor="accent.focusRing"
      aria-current={selected ? 'true' : undefined}
      data-thread={thread.threadUUID}
      onClick={() => onSelect(thread.threadUUID)}
    >
      <HStack justify="space-between" gap="2">
        <HStack gap="2" minW="0">
          {thread.unread && (
            <>
              <Box w="2" h="2" rounded="full" bg="accent.solid" flexShrink={0} aria-hidden="true" />
              <VisuallyHidden>{t('Unread')}</VisuallyHidden>
            </>
          )}
          <Text fontWeight={thread.unread ? 'bold' : 'medium'} truncate>
            {thread.phone}
          </Text>
          {thread.starred && (
            <>
              <StarFilledIcon color="orange.500" boxSize="3.5" flexShrink={0} aria-hidden="true" />
              <VisuallyHidden>{t('Starred')}</VisuallyHidden>
            </>
          )}
        </HStack>
        <Text textStyle="xs" color="fg.muted" flexShrink={0}>
          {formatWhen(last?.at ?? thread.lastActivityAt)}
        </Text>
      </HStack>
      <Text textStyle="sm" color={thread.unread ? 'fg' : 'fg.muted'} truncate>
        {last === null ? '—' : last.direction === 'outbound' ? t('You: {{text}}', { text: last.text }) : last.text}
      </Text>
      <HStack gap="1" mt="1" justify="space-between">
        <HStack gap="1" wrap="wrap">
          {thread.needsResponse && (
            <Badge size="sm" colorPalette="orange" variant="subtle">
              {t('Needs Response')}
            </Badge>
          )}
          {thread.failed && (
            <Badge size="sm" colorPalette="red" variant="subtle">
              {t('Error')}
            </Badge>
          )}
          {thread.responder && (
            <Badge size="sm" colorPalette="purple" variant="subtle">
              {t('Responder')}
            </Badge>
          )}
        </HStack>
        <Text textStyle="xs" color="fg.muted" flexShrink={0}>
          {t('via {{did}}', { did: thread.did })}
        </Text>
      </HStack>
    </Box>
  );
}
