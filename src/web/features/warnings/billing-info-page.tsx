// /warning/billing-info: a user without verified billing information lands here (000 §2 routing
// rules). The billing issue adds the profile form; until then the page explains, re-checks and
// offers Logout.
import { Text } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';
import { WarningLayout } from './warning-layout';

export function BillingInfoPage() {
  const { t } = useTranslation();
  return (
    <WarningLayout
      title="Billing information"
      alert="Your account does not have billing information!"
    >
      <Text>
        {t('Sending campaigns and buying credit need verified billing information. Once your billing information is verified you will be taken to the homepage.')}
      </Text>
    </WarningLayout>
  );
}
