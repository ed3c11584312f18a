// An order's (or card charge's) status badge (000 §4): succeeded success, failed danger, wait
// payment pending, others processing; the label is the spec's words, translated.
import { orderStatusColors } from '@domain/status-colors';
import { useTranslation } from '@web/i18n';
import { StatusBadge, statusText } from '@web/ui';

export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return <StatusBadge status={status} map={orderStatusColors} label={t(statusText(status))} />;
}
