// The 'Buy domains' panel: search names by TLD and price, tick the ones to buy, buy them into a
// group, and follow the order (the domain purchase machine: polling every 3 s, each domain's result
// revealed and toasted 500 ms apart, the notice until dismissed). Closing the panel sends
// 'detail.close' and unmounts the machine, so nothing polls after (001 §2).
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import type { DomainOffer, DomainSearch } from '@domain/domains';
import { tMessage, useTranslation } from '@web/i18n';
import { LoadingSkeleton, notify, showRefusal } from '@web/ui';
import { BuySearchForm } from './buy-search-form';
import { BuyingProgress } from './buying-progress';
import { browserDomainPurchaseMachine, type DomainPurchaseMachine } from './domain-purchase';
import { searchToBuy } from './domains-api';
import { OffersList } from './offers-list';
import { useDomainGroups } from './use-domain-groups';

type Props = {
  open: boolean;
  onClose: () => void;
  /** An order ended: the lists may hold new domains. */
  onBought: () => void;
  machine?: DomainPurchaseMachine;
};

export function BuyDomainsDialog({ open, onClose, onBought, machine = browserDomainPurchaseMachine }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="lg" scrollBehavior="inside" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <BuyPanel machine={machine} onBought={onBought} onClose={onClose} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function BuyPanel({ machine, onBought, onClose }: { machine: DomainPurchaseMachine; onBought: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [snapshot, send] = useMachine(machine);
  const groups = useDomainGroups();
  const [offers, setOffers] = useState<DomainOffer[] | null>(null);
  const { process, revealed, error } = snapshot.context;

  // Closing the panel ends the machine (001 §2 "closing domain detail stops buying-progress
  // polling"); Escape and the backdrop unmount it, which stops the actor the same way.
  const close = () => {
    send({ type: 'detail.close' });
    onClose();
  };

  // Each result is toasted as the machine reveals it, 500 ms apart; an ended order found when the
  // panel opens shows its results without toasting them again.
  const revealing = snapshot.matches('revealing');
  const toasted = useRef(revealed);
  const wasRevealing = useRef(false);
  useEffect(() => {
    if (process && (revealing || wasRevealing.current)) {
      for (const result of process.results.slice(toasted.current, revealed)) {
        notify({ type: result.success ? 'success' : 'error', description: tMessage(result.message) });
      }
      if (!revealing) onBought();
    }
    toasted.current = revealed;
    wasRevealing.current = revealing;
  }, [process, revealed, revealing, onBought]);

  const search = async (query: DomainSearch) => {
    try {
      setOffers(await searchToBuy(query));
    } catch (err) {
      showRefusal(err);
    }
  };

  const choosing = snapshot.matches('idle') || snapshot.matches('ordering');
  const body = snapshot.matches('checking') ? (
    <LoadingSkeleton lines={3} />
  ) : (
    <Stack gap="4">
      {choosing ? (
        <>
          {error && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{tMessage(error)}</Alert.Title>
            </Alert.Root>
          )}
          <BuySearchForm busy={false} onSearch={search} />
          {offers && (
            <OffersList
              key={offers.map((o) => o.domain).join()}
              offers={offers}
              groups={groups}
              busy={snapshot.matches('ordering')}
              onBuy={(domains, groupId) => send({ type: 'order.submit', order: { domains, groupId } })}
            />
          )}
        </>
      ) : (
        <BuyingProgress snapshot={snapshot} send={send} />
      )}
    </Stack>
  );
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{t('Buy domains')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{body}</Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={close}>
          {t('Close')}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t('Close')} onClick={close} />
      </Dialog.CloseTrigger>
    </>
  );
}
