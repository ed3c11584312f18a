// What the billing-verification machine's state means to the user (000 §4): the spec's alert for
// each outcome, Refresh while verified, 'See reason' after a rejection, Retry when the check failed.
import { Alert, Button, CloseButton, Dialog, HStack, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { billingMessages } from '@domain/billing-profile';
import { useTranslation } from '@web/i18n';
import { BillingChanges } from './billing-changes';
import type { BillingVerification } from './use-billing-verification';

export function BillingStatus({ verification }: { verification: BillingVerification }) {
  const { t } = useTranslation();
  const [snapshot, send] = verification;
  const [reasonOpen, setReasonOpen] = useState(false);
  const { answer, error } = snapshot.context;

  if (snapshot.matches('checking')) return <Spinner color="accent.solid" aria-label={t('Checking billing information')} />;
  if (snapshot.matches('failed')) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title flex="1">{error}</Alert.Title>
        <Button size="sm" variant="outline" onClick={() => send({ type: 'billing.refresh' })}>
          {t('Retry')}
        </Button>
      </Alert.Root>
    );
  }
  if (snapshot.matches('notHaveBilling')) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{t(billingMessages.needUpdate)}</Alert.Title>
      </Alert.Root>
    );
  }
  if (snapshot.matches('inProgress') || snapshot.matches('refreshing') || snapshot.matches('reloading')) {
    return (
      <Stack gap="3">
        <Alert.Root status="info">
          <Alert.Indicator />
          <Stack flex="1" gap="1">
            <Alert.Title>{t(billingMessages.beingVerified)}</Alert.Title>
            {error && <Alert.Description>{error}</Alert.Description>}
          </Stack>
          <Button size="sm" variant="outline" loading={!snapshot.matches('inProgress')} onClick={() => send({ type: 'billing.refresh' })}>
            {t('Refresh')}
          </Button>
        </Alert.Root>
        {answer && <BillingChanges original={answer.metaData.oldData} requested={answer.billingInfo} />}
      </Stack>
    );
  }
  if (snapshot.matches('rejected') && answer) {
    return (
      <>
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title flex="1">{t(billingMessages.failed)}</Alert.Title>
          <Button size="sm" variant="outline" onClick={() => setReasonOpen(true)}>
            {t('See reason')}
          </Button>
        </Alert.Root>
        <Dialog.Root open={reasonOpen} onOpenChange={(e) => setReasonOpen(e.open)} size="lg">
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Header>
                  <Dialog.Title>{t('See reason')}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <Text>
                      <Text as="span" fontWeight="semibold">
                        {t('Reason')}:{' '}
                      </Text>
                      {answer.metaData.rejectReason}
                    </Text>
                    <BillingChanges original={answer.metaData.oldData} requested={answer.billingInfo} />
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <HStack>
                    <Dialog.ActionTrigger asChild>
                      <Button variant="outline">{t('Close')}</Button>
                    </Dialog.ActionTrigger>
                  </HStack>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" />
                </Dialog.CloseTrigger>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      </>
    );
  }
  if (snapshot.matches('verified')) {
    return (
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Title>{t('Billing information is verified')}</Alert.Title>
      </Alert.Root>
    );
  }
  return null;
}
