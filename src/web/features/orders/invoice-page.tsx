// /settings/invoice/:id?type=bank|referral&popup=true|false (000 §2): the invoice detail on its own
// page. Back returns to the Payment screen's Transactions tab; a page opened as a popup window
// (popup=true) has nothing to go back to and shows no Back link.
import { Stack } from '@chakra-ui/react';
import { orderTypeSchema } from '@domain/orders';
import { BackLink } from '@web/ui/back-link';
import { MissingPage } from '@web/ui';
import { useParams, useSearchParams } from 'react-router-dom';
import { InvoiceDetail } from './invoice-detail';

export const TRANSACTIONS_TAB = '/settings?tab=payment&paymentTab=Transactions';

export function InvoicePage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const orderId = Number(id);
  const type = orderTypeSchema.safeParse(search.get('type') ?? 'bank');
  if (!Number.isSafeInteger(orderId) || orderId < 1 || !type.success) return (
      <MissingPage
        title="Invoice"
        breadcrumb={<BackLink to={TRANSACTIONS_TAB} label="Back to transactions" />}
        message="This invoice does not exist."
        backTo={TRANSACTIONS_TAB}
        backLabel="Back to transactions"
      />
    );
  return (
    <Stack gap="4" maxW="4xl">
      {search.get('popup') !== 'true' && <BackLink to={TRANSACTIONS_TAB} label="Back to transactions" />}
      <InvoiceDetail id={orderId} type={type.data} />
    </Stack>
  );
}
