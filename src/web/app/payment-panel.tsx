// The payment area as the settings page and the minimum-balance warning show it: the billing check
// first (000 §2 Payment screen: spinner, then the tabs, the verification form or the danger alert),
// then the card side's tabs with the orders' Transactions list in its slot. Features never import
// each other, so the app puts the three areas together here.
import { BillingCheck } from '@web/features/billing/billing-check';
import { TransactionsTab } from '@web/features/orders/transactions-tab';
import { PaymentArea } from '@web/features/payment/payment-area';

/** The settings page's payment tab: the tab kept in the query's paymentTab, auto-recharge shown. */
export function SettingsPaymentArea() {
  return (
    <BillingCheck>
      <PaymentArea transactions={<TransactionsTab />} />
    </BillingCheck>
  );
}

/** The minimum-balance page's: popup mode, no auto-recharge, the URL left alone. */
export function PopupPaymentArea() {
  return (
    <BillingCheck popupUpdate>
      <PaymentArea popup showAutoRecharge={false} changeUrl={false} transactions={<TransactionsTab popup />} />
    </BillingCheck>
  );
}
