// A ticket's status (open, processing, done, cancelled) as its badge.
import { ticketStatusColors, type TicketStatus } from '@domain/tickets/tickets';
import { useTranslation } from '@web/i18n';
import { StatusBadge } from '@web/ui';

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = { open: 'Open', processing: 'Processing', done: 'Done', cancelled: 'Cancelled' };

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  return <StatusBadge status={status} map={ticketStatusColors} label={t(TICKET_STATUS_LABELS[status])} />;
}
