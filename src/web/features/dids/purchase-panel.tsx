// The 'Buy DIDs' tab: what the purchase machine is doing, shown to the user. The form while idle
// (with the last refusal, and the group's last finished order under it); while an order runs the
// spec's 'System is processing your order...', a progress bar with percent and the numbers as they
// arrive; when it ends, the outcome and 'Buy more'. A lost connection says so and offers Retry.
import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import { didMessages, type DidGroup, type DidPurchaseProcess } from '@domain/dids';
import { messages } from '@domain/messages';
import type { DidPurchaseEvent } from '@machines/did-purchase.machine';
import { tMessage, useTranslation } from '@web/i18n';
import { LoadingSkeleton, ProgressBar, formatWhen } from '@web/ui';
import type { DidPurchaseMachine } from './did-purchase';
import { PurchaseForm } from './purchase-form';

type Props = {
  group: DidGroup;
  snapshot: SnapshotFrom<DidPurchaseMachine>;
  send: (event: DidPurchaseEvent) => void;
};

function Numbers({ process }: { process: DidPurchaseProcess }) {
  const { t } = useTranslation();
  if (process.numbers.length === 0) return null;
  return (
    <Stack gap="1">
      <Text textStyle="sm" fontWeight="medium">
        {t('DIDs bought')}
      </Text>
      <Box as="ul" aria-label={t('DIDs bought')} listStyleType="none" display="flex" flexWrap="wrap" columnGap="4" rowGap="1" textStyle="sm" fontVariantNumeric="tabular-nums">
        {process.numbers.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </Box>
    </Stack>
  );
}

function Progress({ process }: { process: DidPurchaseProcess | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{t(didMessages.purchaseProcessing)}</Alert.Title>
      </Alert.Root>
      <ProgressBar value={process?.progress ?? 0} label={t('Purchase progress')} />
      {process && (
        <Text textStyle="sm" color="fg.muted">
          {t('{{filled}} of {{ordered}} DIDs bought', { filled: process.filled, ordered: process.ordered })}
        </Text>
      )}
      {process && <Numbers process={process} />}
    </Stack>
  );
}

function Outcome({ process, state }: { process: DidPurchaseProcess | null; state: 'completed' | 'partial' | 'failed' }) {
  const { t } = useTranslation();
  const filled = process?.filled ?? 0;
  const ordered = process?.ordered ?? 0;
  const status = state === 'completed' ? 'success' : state === 'partial' ? 'warning' : 'error';
  const title =
    state === 'completed'
      ? t('Purchase completed: {{count}} DIDs bought', { count: filled })
      : state === 'partial'
        ? t('Purchase partly filled: {{filled}} of {{ordered}} DIDs bought', { filled, ordered })
        : t('Purchase failed');
  const why = state === 'completed' ? null : process?.message || messages.somethingWentWrong;
  return (
    <Stack gap="3">
      <Alert.Root status={status}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          {why && <Alert.Description>{tMessage(why)}</Alert.Description>}
        </Alert.Content>
      </Alert.Root>
      {process && <Numbers process={process} />}
    </Stack>
  );
}

export function PurchasePanel({ group, snapshot, send }: Props) {
  const { t } = useTranslation();
  const { process, error } = snapshot.context;
  const ended = snapshot.matches('completed') ? 'completed' : snapshot.matches('partial') ? 'partial' : snapshot.matches('failed') ? 'failed' : null;
  const running = snapshot.matches('polling') || snapshot.matches('retrying') || snapshot.matches('offline');
  const formShown = snapshot.matches('idle') || snapshot.matches('ordering');

  return (
    <Stack gap="4" aria-live="polite" maxW="3xl">
      {snapshot.matches('checking') && <LoadingSkeleton lines={2} />}

      {formShown && (
        <>
          {error && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{tMessage(error)}</Alert.Title>
            </Alert.Root>
          )}
          <PurchaseForm group={group} busy={snapshot.matches('ordering')} onOrder={(order) => send({ type: 'order.submit', order })} />
          {process && process.status !== 'PROCESSING' && (
            <Text textStyle="sm" color="fg.muted">
              {t('Last order, {{when}}: {{filled}} of {{ordered}} DIDs bought', {
                when: formatWhen(process.createdAt),
                filled: process.filled,
                ordered: process.ordered,
              })}
            </Text>
          )}
        </>
      )}

      {running && <Progress process={process} />}
      {snapshot.matches('retrying') && (
        <Text textStyle="sm" color="fg.muted">
          {t('Connection lost; trying again…')}
        </Text>
      )}
      {snapshot.matches('offline') && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t(messages.network)}</Alert.Title>
            <Alert.Description>{t('The order goes on on the server; Retry asks for its progress again.')}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => send({ type: 'RETRY' })}>
            {t('Retry')}
          </Button>
        </Alert.Root>
      )}

      {ended && (
        <>
          <Outcome process={process} state={ended} />
          <HStack justify="flex-end">
            <Button colorPalette="accent" onClick={() => send({ type: 'order.again' })}>
              {t('Buy more')}
            </Button>
          </HStack>
        </>
      )}
    </Stack>
  );
}
