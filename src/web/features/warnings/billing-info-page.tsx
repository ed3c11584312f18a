// /warning/billing-info: a user without verified billing information lands here (000 §2 routing
// rules). The billing issue adds the profile form; until then the page explains, re-checks and
// offers Logout.
import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';
import { WarningLayout } from './warning-layout';
import { useRecheck } from './use-recheck';

export function BillingInfoPage() {
  const { t } = useTranslation();
  const { recheck, checking } = useRecheck();
  return (
    <WarningLayout
      title="Billing information"
      alert="Your account does not have billing information!"
      actions={
        <Button colorPalette="teal" onClick={recheck} loading={checking}>
          {t('Check again')}
        </Button>
      }
    >
      <Text>
        {t('Sending campaigns and buying credit need verified billing information. Once your billing information is verified you will be taken to the homepage.')}
      </Text>
    </WarningLayout>
  );
}
