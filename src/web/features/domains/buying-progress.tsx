// What the purchase machine shows while an order runs and after it ended: the progress with
// percent, then each domain's result as it is revealed (500 ms apart), and the notice with
// Dismiss. A lost connection says so and offers Retry.
import { Alert, Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import { domainMessages } from '@domain/domains';
import { messages } from '@domain/messages';
import type { DomainPurchaseEvent } from '@machines/domain-purchase.machine';
import { tMessage, useTranslation } from '@web/i18n';
import { ProgressBar } from '@web/ui';
import type { DomainPurchaseMachine } from './domain-purchase';

type Props = { snapshot: SnapshotFrom<DomainPurchaseMachine>; send: (event: DomainPurchaseEvent) => void };

export function BuyingProgress({ snapshot, send }: Props) {
  const { t } = useTranslation();
  const { process, revealed, error } = snapshot.context;
  if (!process) return null;
  const ended = snapshot.matches('ended') || snapshot.matches('dismissing');
  const shown = process.results.slice(0, revealed);
  const status = snapshot.matches({ ended: 'failed' }) ? 'error' : process.status === 'PARTIAL' ? 'warning' : 'success';
  return (
    <Stack gap="3" aria-live="polite">
      {!ended && !snapshot.matches('revealing') && (
        <>
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{t(domainMessages.buying)}</Alert.Title>
          </Alert.Root>
          <ProgressBar value={process.progress} label={t('Buying progress')} />
          <Text textStyle="sm" color="fg.muted">
            {t('{{done}} of {{ordered}} domains handled, into {{group}}', { done: process.results.length, ordered: process.ordered, group: process.groupName })}
          </Text>
        </>
      )}
      {snapshot.matches('retrying') && <Text textStyle="sm" color="fg.muted">{t('Connection lost; trying again…')}</Text>}
      {snapshot.matches('offline') && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t(messages.network)}</Alert.Title>
          <Button size="sm" variant="outline" onClick={() => send({ type: 'RETRY' })}>
            {t('Retry')}
          </Button>
        </Alert.Root>
      )}
      {shown.length > 0 && (
        <Box as="ul" aria-label={t('Buying results')} listStyleType="none">
          {shown.map((r) => (
            <HStack as="li" key={r.domain} gap="2" py="1">
              <Badge colorPalette={r.success ? 'green' : 'red'} variant="subtle">
                {r.success ? t('Bought') : t('Failed')}
              </Badge>
              <Text textStyle="sm">{tMessage(r.message)}</Text>
            </HStack>
          ))}
        </Box>
      )}
      {ended && (
        <Alert.Root status={status}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{tMessage(process.message)}</Alert.Title>
            {error && <Alert.Description>{tMessage(error)}</Alert.Description>}
          </Alert.Content>
          <Button size="sm" variant="outline" loading={snapshot.matches('dismissing')} onClick={() => send({ type: 'notice.dismiss' })}>
            {t('Dismiss')}
          </Button>
        </Alert.Root>
      )}
    </Stack>
  );
}
