// A toll-free request's status (Draft, Submitted, In review, Verified, Rejected) as its badge.
import { tollFreeStatusColors, type TollFreeStatus } from '@domain/toll-free/toll-free-request';
import { useTranslation } from '@web/i18n';
import { StatusBadge } from '@web/ui';

export function TollFreeStatusBadge({ status }: { status: TollFreeStatus }) {
  const { t } = useTranslation();
  return <StatusBadge status={status} map={tollFreeStatusColors} label={t(status)} />;
}
