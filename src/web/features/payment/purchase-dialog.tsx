// The Buy package dialog, drawn from the card-purchase machine's state: 'Credit card' with 'Do you
// want to charge $amount?' (and the challenge image and field when one is asked), or 'Bank payment'
// with 'Do you want to create an invoice payment of $amount?'; Submit and Close. Enter never
// submits the challenge form (000 §4): the answer is checked with its own button.
import type { KeyboardEvent } from 'react';
import { Alert, Box, Button, Dialog, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import type { CardPurchaseEvent, cardPurchaseMachine } from '@machines/card-purchase.machine';
import { CHALLENGE_LENGTH } from '@domain/payments';
import { useTranslation } from '@web/i18n';
import { formatCents } from '@web/ui';

type Snapshot = SnapshotFrom<typeof cardPurchaseMachine>;

export function PurchaseDialog({ snapshot, send }: { snapshot: Snapshot; send: (event: CardPurchaseEvent) => void }) {
  const { t } = useTranslation();
  const { chosen, challenge, answer, error } = snapshot.context;
  const open = !snapshot.matches('closed') && !snapshot.matches('home') && !snapshot.matches('invoice') && chosen !== null;
  const bank = chosen?.via === 'bank';
  const amount = formatCents(chosen?.amountCents ?? 0);
  const busy = snapshot.matches('charging') || snapshot.matches('ordering') || snapshot.matches('refreshing');
  const canSubmit = snapshot.matches('confirm') || snapshot.matches('bankConfirm');
  const solving = snapshot.matches('solving') || snapshot.matches('verifying');
  const blockEnter = (e: KeyboardEvent) => {
    if (e.key === 'Enter') e.preventDefault();
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !busy && send({ type: 'dialog.close' })} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t(bank ? 'Bank payment' : 'Credit card')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>{bank ? t('Do you want to create an invoice payment of {{amount}}?', { amount }) : t('Do you want to charge {{amount}}?', { amount })}</Text>
                {challenge && (solving || snapshot.matches('confirm')) && (
                  <Stack gap="2" as="form" onSubmit={(e) => e.preventDefault()} onKeyDown={blockEnter}>
                    <Text>{t('Type the characters you see in the image')}</Text>
                    <HStack>
                      {/* Server-drawn SVG of the challenge's characters only (decision 37). */}
                      <Box role="img" aria-label={t('Verification code image')} dangerouslySetInnerHTML={{ __html: challenge.svg }} />
                      <Button size="sm" variant="ghost" onClick={() => send({ type: 'challenge.refresh' })} disabled={!snapshot.matches('solving')}>
                        {t('New code')}
                      </Button>
                    </HStack>
                    <HStack>
                      <Input
                        aria-label={t('Verification code')}
                        value={answer}
                        maxLength={CHALLENGE_LENGTH}
                        autoComplete="off"
                        disabled={!snapshot.matches('solving')}
                        onChange={(e) => send({ type: 'answer.change', answer: e.target.value })}
                      />
                      <Button
                        variant="outline"
                        onClick={() => send({ type: 'answer.submit' })}
                        loading={snapshot.matches('verifying')}
                        disabled={!snapshot.matches('solving') || answer.length !== CHALLENGE_LENGTH}
                      >
                        {snapshot.matches('confirm') ? t('Verified') : t('Verify')}
                      </Button>
                    </HStack>
                  </Stack>
                )}
                {error && (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Description>{t(error)}</Alert.Description>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => send({ type: 'dialog.close' })} disabled={busy}>{t('Close')}</Button>
              <Button colorPalette="accent" onClick={() => send({ type: 'dialog.submit' })} disabled={!canSubmit && !busy} loading={busy}>{t('Submit')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
