// The Buy package tab (000 §2): 'Pay via' (credit card or bank transfer), the packages each with
// 'Charge', and for bank transfer a custom amount (at least $2,000). With card chosen and no saved
// card, a notice links to the Payment method tab and Charge is disabled. The dialog and what
// follows it are the card-purchase machine's: a success toast (an information one while a charge is
// being confirmed), home for a user who was short of credit, or the bank order's invoice.
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Field, Heading, Input, Link, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { bankAmountSchema, paymentMessages } from '@domain/payments';
import { PURCHASE_PENDING, type PayVia } from '@machines/card-purchase.machine';
import { useTranslation } from '@web/i18n';
import { EmptyState, formatCents, LoadingSkeleton, notify, useLoad } from '@web/ui';
import { browserCardPurchaseMachine } from './card-purchase';
import { FeeNotice } from './payment-methods-tab';
import { getCards, getPackages } from './payments-api';
import { PurchaseDialog } from './purchase-dialog';

export function BuyPackageTab({ popup = false, shortOfCredit = false, onAddCard }: { popup?: boolean; shortOfCredit?: boolean; onAddCard: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [via, setVia] = useState<PayVia>('card');
  const [custom, setCustom] = useState('');
  const packages = useLoad((signal) => getPackages(signal), []);
  const cards = useLoad((signal) => getCards(signal), []);
  const [snapshot, send] = useMachine(browserCardPurchaseMachine, { input: { shortOfCredit, popup } });
  const { notice, orderId } = snapshot.context;

  useEffect(() => {
    if (notice && (snapshot.matches('closed') || snapshot.matches('home'))) notify({ type: notice === PURCHASE_PENDING ? 'info' : 'success', description: notice });
    if (snapshot.matches('home')) void navigate('/');
    if (snapshot.matches('invoice') && orderId !== null) void navigate(`/settings/invoice/${orderId}?type=bank&popup=${popup}`);
  }, [notice, orderId, snapshot, navigate, popup]);

  const noCard = via === 'card' && cards.data !== null && cards.data.length === 0;
  const customCheck = bankAmountSchema.safeParse({ amount: custom.trim() === '' ? Number.NaN : Number(custom) });
  const customError = custom === '' ? undefined : customCheck.error?.issues[0]?.message;

  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">{t('Buy package')}</Heading>
      <Field.Root maxW="xs">
        <Field.Label>{t('Pay via')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={via} onChange={(e) => setVia(e.target.value as PayVia)}>
            <option value="card">{t('Credit card')}</option>
            <option value="bank">{t('Bank transfer')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {noCard && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>
            <Link onClick={onAddCard} href="#" variant="underline">{t(paymentMessages.noCardNotice)}</Link>
          </Alert.Description>
        </Alert.Root>
      )}
      {via === 'card' && <FeeNotice />}
      {packages.loading ? (
        <LoadingSkeleton />
      ) : !packages.data || packages.data.length === 0 ? (
        <EmptyState title={paymentMessages.noPackage} onRetry={packages.failed ? packages.retry : undefined} />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {packages.data.map((pkg) => (
            <Card.Root key={pkg.id} aria-label={pkg.name}>
              <Card.Body>
                <Text fontWeight="bold">{pkg.name}</Text>
                <Text fontSize="2xl">{formatCents(pkg.amountCents)}</Text>
                {pkg.bonusCents > 0 && <Text color="fg.muted">{t('+{{bonus}} bonus credit', { bonus: formatCents(pkg.bonusCents) })}</Text>}
              </Card.Body>
              <Card.Footer>
                <Button colorPalette="accent" disabled={noCard} onClick={() => send({ type: 'package.choose', via, packageId: pkg.id, amountCents: pkg.amountCents })}>
                  {t('Charge')}
                </Button>
              </Card.Footer>
            </Card.Root>
          ))}
          {via === 'bank' && (
            <Card.Root aria-label={t('Custom amount')}>
              <Card.Body>
                <Field.Root invalid={Boolean(customError)} required>
                  <Field.Label>{t('Custom amount ($)')}</Field.Label>
                  <Input type="number" value={custom} onChange={(e) => setCustom(e.target.value)} placeholder="2000" />
                  {customError && <Field.ErrorText>{t(customError)}</Field.ErrorText>}
                </Field.Root>
              </Card.Body>
              <Card.Footer>
                <Button
                  colorPalette="accent"
                  disabled={!customCheck.success}
                  onClick={() => customCheck.success && send({ type: 'package.choose', via: 'bank', packageId: null, amountCents: customCheck.data.amount * 100 })}
                >
                  {t('Charge')}
                </Button>
              </Card.Footer>
            </Card.Root>
          )}
        </SimpleGrid>
      )}
      <PurchaseDialog snapshot={snapshot} send={send} />
    </Stack>
  );
}
