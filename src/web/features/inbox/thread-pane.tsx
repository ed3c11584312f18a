// The inbox's right pane: one conversation (001 §7 viewThread), newest at the bottom, with the
// contact and our number on top, the star, and the reply box. Opening an unread thread marks it
// read. It loads again when the list shows the thread moved (a reply arrived), and 1 s after the
// sender's own reply (001 §9 "after a message reply 1 s"); leaving aborts the load in flight and
// drops the pending refresh.
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { REPLY_REFRESH_MS } from '@domain/inbox';
import { useTranslation } from '@web/i18n';
import { EmptyState, LoadingSkeleton, useLoad } from '@web/ui';
import { ChevronLeftIcon } from '@web/ui/icons';
import { getThread, markThreadRead, starThread } from './inbox-api';
import { StarFilledIcon, StarIcon } from './inbox-icons';
import { MessageBubble } from './message-bubble';
import { ReplyForm } from './reply-form';

export interface ThreadPaneProps {
  uuid: string;
  /** The thread's last activity as the list last saw it: a change loads the conversation again. */
  activity: string | undefined;
  /** The thread changed (read, starred, answered): the list reloads. */
  onChanged: () => void;
  /** Back to the list, on narrow screens where the panes do not fit side by side. */
  onBack: () => void;
}

export function ThreadPane({ uuid, activity, onChanged, onBack }: ThreadPaneProps) {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const view = useLoad((signal) => getThread(uuid, signal), [uuid, version, activity]);
  const data = view.data?.thread.threadUUID === uuid ? view.data : null;

  // Read once per arrival: the key moves when the contact writes again.
  const marked = useRef('');
  useEffect(() => {
    if (!data?.thread.unread) return;
    const key = `${uuid}:${data.thread.lastActivityAt}`;
    if (marked.current === key) return;
    marked.current = key;
    markThreadRead(uuid).then(onChanged, () => undefined);
  }, [data, uuid, onChanged]);

  const refresh = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(refresh.current), []);
  const afterReply = () => {
    clearTimeout(refresh.current);
    refresh.current = setTimeout(() => {
      setVersion((v) => v + 1);
      onChanged();
    }, REPLY_REFRESH_MS);
  };

  const scroller = useRef<HTMLDivElement>(null);
  const newest = data?.messages.at(-1)?.id;
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [newest, uuid]);

  const toggleStar = async () => {
    if (!data) return;
    try {
      await starThread(uuid, !data.thread.starred);
      setVersion((v) => v + 1);
      onChanged();
    } catch {
      // The api client has shown the refusal.
    }
  };

  if (view.failed && !data) return <EmptyState title="The conversation could not be loaded" onRetry={view.retry} />;
  if (!data) return <LoadingSkeleton lines={8} />;
  const { thread } = data;
  const StarShape = thread.starred ? StarFilledIcon : StarIcon;

  return (
    <Stack as="section" gap="3" minW="0" aria-label={t('Conversation with {{phone}}', { phone: thread.phone })}>
      <HStack justify="space-between" gap="3" borderBottomWidth="1px" pb="3">
        <HStack gap="2" minW="0">
          <IconButton hideFrom="md" size="sm" variant="ghost" aria-label={t('Back to threads')} onClick={onBack}>
            <ChevronLeftIcon />
          </IconButton>
          <Box minW="0">
            <Heading as="h2" size="md" truncate>
              {thread.phone}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {t('Writing to {{did}}', { did: thread.did })}
            </Text>
          </Box>
        </HStack>
        <Button size="sm" variant="outline" aria-pressed={thread.starred} onClick={() => void toggleStar()}>
          <StarShape color={thread.starred ? 'orange.500' : undefined} />
          {t(thread.starred ? 'Starred' : 'Star')}
        </Button>
      </HStack>
      <Stack ref={scroller} gap="3" maxH={{ md: '55vh' }} overflowY="auto" py="1" aria-label={t('Conversation')} role="log">
        {data.messages.map((m) => (
          <MessageBubble key={`${m.direction}-${m.id}`} message={m} />
        ))}
      </Stack>
      {data.optedOut && (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Title>{t('This contact opted out: replies to them are refused.')}</Alert.Title>
        </Alert.Root>
      )}
      <ReplyForm threadUUID={uuid} phone={thread.phone} disabled={data.optedOut} onSent={afterReply} />
    </Stack>
  );
}
