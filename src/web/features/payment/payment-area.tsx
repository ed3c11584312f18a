// The payment area (000 §2 Payment screen): tabs Buy package, Payment method and Transactions,
// the tab kept in the query's paymentTab unless the caller forbids changing the URL, and a
// dirty-form check before leaving a tab with unsaved auto-recharge changes. The /settings page's
// 'payment' tab and the min-balance page (popup, no auto-recharge) mount it; the Transactions tab's
// content is the orders slice's, passed in as `transactions`.
import { useCallback, useState, type ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { PAYMENT_TABS, type PaymentTab } from '@domain/payments';
import { useSession } from '@web/session/use-session';
import { isCreditShort } from '@web/session/session-rules';
import { ConfirmDialog, DetailTabs, TabPanel, type TabItem } from '@web/ui';
import { BuyPackageTab } from './buy-package-tab';
import { PaymentMethodsTab } from './payment-methods-tab';

export interface PaymentAreaProps {
  /** Shown in a popup (the min-balance page): a bank order never leaves it. */
  popup?: boolean;
  showAutoRecharge?: boolean;
  /** Keep the tab in the query's paymentTab (default true). */
  changeUrl?: boolean;
  /** The Transactions tab's content (the orders slice's list). */
  transactions?: ReactNode;
}

const TABS: readonly TabItem<PaymentTab>[] = [
  { key: 'BuyPackage', label: 'Buy package' },
  { key: 'PaymentMethod', label: 'Payment method' },
  { key: 'Transactions', label: 'Transactions' },
];

const isTab = (value: string | null): value is PaymentTab => PAYMENT_TABS.includes(value as PaymentTab);

export function PaymentArea({ popup = false, showAutoRecharge = true, changeUrl = true, transactions }: PaymentAreaProps) {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('paymentTab');
  const [local, setLocal] = useState<PaymentTab>(changeUrl && isTab(fromUrl) ? fromUrl : 'BuyPackage');
  const tab = changeUrl && isTab(fromUrl) ? fromUrl : local;
  const [dirty, setDirty] = useState(false);
  const [leavingTo, setLeavingTo] = useState<PaymentTab | null>(null);
  const session = useSession();
  const shortOfCredit = isCreditShort(session);

  const go = useCallback(
    (next: PaymentTab) => {
      setLocal(next);
      setDirty(false);
      if (changeUrl) {
        setParams(
          (current) => {
            const copy = new URLSearchParams(current);
            copy.set('paymentTab', next);
            return copy;
          },
          { replace: true },
        );
      }
    },
    [changeUrl, setParams],
  );
  const choose = (next: PaymentTab) => {
    if (next === tab) return;
    if (dirty) setLeavingTo(next);
    else go(next);
  };

  return (
    <Stack gap="4">
      <DetailTabs label="Payment" tabs={TABS} value={tab} onChange={choose} />
      <TabPanel tab={tab}>
        {tab === 'BuyPackage' && <BuyPackageTab popup={popup} shortOfCredit={shortOfCredit} onAddCard={() => go('PaymentMethod')} />}
        {tab === 'PaymentMethod' && <PaymentMethodsTab showAutoRecharge={showAutoRecharge} onDirtyChange={setDirty} />}
        {tab === 'Transactions' && transactions}
      </TabPanel>
      <ConfirmDialog
        open={leavingTo !== null}
        title="Unsaved changes"
        message="Leave without saving your changes?"
        confirmLabel="Leave"
        onClose={() => setLeavingTo(null)}
        onConfirm={() => {
          if (leavingTo) go(leavingTo);
        }}
      />
    </Stack>
  );
}
