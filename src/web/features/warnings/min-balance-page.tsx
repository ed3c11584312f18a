// /warning/min-balance: a user short of credit lands here (000 §2 routing rules; "Min-balance
// page: apology, Logout, payment area"). The billing issue adds the payment area.
import { Text } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';
import { formatCents } from '@domain/money';
import { useSession } from '@web/session/use-session';
import { WarningLayout } from './warning-layout';

export function MinBalancePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <WarningLayout
      title="Not enough credit"
      alert="We are sorry, your credit balance is below the minimum needed to use the platform."
    >
      {user && (
        <Text>
          {t('Your balance is {{balance}}; the minimum is {{minimum}}. Top up your credit to continue.', {
            balance: formatCents(user.balanceCents),
            minimum: formatCents(user.minBalanceCents),
          })}
        </Text>
      )}
    </WarningLayout>
  );
}
