// The Payment method tab (000 §2): 'Payment Methods', the saved cards three to a row (brand, the
// card's phone, last 4 digits) with 'Set as default' on the others and 'Remove' (the 'Delete This
// Card' dialog), 'Add a payment method', the empty state, the platform-fee notice, and the Auto
// Recharge block unless the caller hides it.
import { useState } from 'react';
import { Alert, Badge, Box, Button, Card as ChakraCard, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FEE_FIXED_CENTS, FEE_PERCENT, paymentMessages, type Card } from '@domain/payments';
import { useTranslation } from '@web/i18n';
import { ConfirmDialog, EmptyState, LoadingSkeleton, notify, useLoad } from '@web/ui';
import { AddCardDialog } from './add-card-dialog';
import { AutoRechargeForm } from './auto-recharge-form';
import { deleteCard, getCards, setDefaultCard } from './payments-api';

export function FeeNotice() {
  const { t } = useTranslation();
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Description>
        {t('Card payments carry an additional platform-service fee of {{percent}}% + ${{fixed}} per charge, deducted from your credit balance.', { percent: FEE_PERCENT, fixed: (FEE_FIXED_CENTS / 100).toFixed(2) })}
      </Alert.Description>
    </Alert.Root>
  );
}

export function PaymentMethodsTab({ showAutoRecharge = true, onDirtyChange }: { showAutoRecharge?: boolean; onDirtyChange?: (dirty: boolean) => void }) {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const loaded = useLoad((signal) => getCards(signal), [version]);
  const [cards, setCards] = useState<Card[] | null>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Card | null>(null);
  const list = cards ?? loaded.data;

  const makeDefault = async (card: Card) => {
    try {
      setCards(await setDefaultCard(card.id));
    } catch {
      notify({ type: 'error', description: paymentMessages.makeDefaultFailed });
    }
  };

  return (
    <Stack gap="5">
      <HStack justify="space-between">
        <Heading as="h2" size="lg">{t('Payment Methods')}</Heading>
        <Button colorPalette="accent" onClick={() => setAdding(true)}>{t('Add a payment method')}</Button>
      </HStack>
      <FeeNotice />
      {loaded.loading && !list ? (
        <LoadingSkeleton />
      ) : !list || list.length === 0 ? (
        <EmptyState title={paymentMessages.noCards} onRetry={loaded.failed ? loaded.retry : undefined} />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" role="list" aria-label={t('Payment Methods')}>
          {list.map((card) => (
            <ChakraCard.Root key={card.id} role="listitem" aria-label={t('{{brand}} ending in {{last4}}', { brand: card.brand, last4: card.last4 })}>
              <ChakraCard.Body>
                <Stack gap="1">
                  <HStack justify="space-between">
                    <Text fontWeight="bold">{card.brand}</Text>
                    {card.isDefault && <Badge colorPalette="green">{t('Default')}</Badge>}
                  </HStack>
                  <Text>{card.metadata.phone}</Text>
                  <Text fontFamily="mono">•••• {card.last4}</Text>
                </Stack>
              </ChakraCard.Body>
              <ChakraCard.Footer gap="2">
                {!card.isDefault && (
                  <Button size="sm" variant="outline" onClick={() => void makeDefault(card)}>{t('Set as default')}</Button>
                )}
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => setRemoving(card)}>{t('Remove')}</Button>
              </ChakraCard.Footer>
            </ChakraCard.Root>
          ))}
        </SimpleGrid>
      )}
      {showAutoRecharge && <AutoRechargeForm onDirtyChange={onDirtyChange} />}
      <AddCardDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          setCards(null);
          setVersion((v) => v + 1);
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Delete This Card"
        danger
        confirmLabel="Remove"
        message={
          <Box>
            <Text>{t(paymentMessages.deleteWarning)}</Text>
            <Text mt="2">{t('Delete the card ending in {{last4}}?', { last4: removing?.last4 ?? '' })}</Text>
          </Box>
        }
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (removing) setCards(await deleteCard(removing.id));
        }}
      />
    </Stack>
  );
}
