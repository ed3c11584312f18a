// /warning/min-balance: a user short of credit lands here (000 §2 routing rules; "Min-balance
// page: apology, Logout, payment area (no auto-recharge, popup mode)"). The app hands in the payment
// area (features never import each other); a purchase that lifts the balance takes the user home.
import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '@web/i18n';
import { formatCents } from '@domain/money';
import { useSession } from '@web/session/use-session';
import { WarningLayout } from './warning-layout';

export function MinBalancePage({ payment }: { payment: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <WarningLayout
      title="Not enough credit"
      alert="We are sorry, your credit balance is below the minimum needed to use the platform."
      wide
    >
      <Stack gap="5">
        {user && (
          <Text>
            {t('Your balance is {{balance}}; the minimum is {{minimum}}. Top up your credit to continue.', {
              balance: formatCents(user.balanceCents),
              minimum: formatCents(user.minBalanceCents),
            })}
          </Text>
        )}
        {payment}
      </Stack>
    </WarningLayout>
  );
}
