// /warning/billing-info: a user without verified billing information lands here (000 §2 routing
// rules; "Billing-info warning page: explanation, profile form, Logout and Update; redirects home
// once billing is verified and the entity name exists"). The app hands in the billing area's
// profile form (its submit is Update); once its check lets the user through, the session user is
// read again and the route guard takes them home.
import { Stack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { useTranslation } from '@web/i18n';
import { WarningLayout } from './warning-layout';
import { useRecheck } from './use-recheck';

/** What the page needs of the profile form: its submit label, and word that the user may go on. */
export interface BillingFormProps {
  submitLabel?: 'Save' | 'Update';
  onThrough?: () => void;
}

export function BillingInfoPage({ ProfileForm }: { ProfileForm: ComponentType<BillingFormProps> }) {
  const { t } = useTranslation();
  const { recheck } = useRecheck();
  return (
    <WarningLayout title="Billing information" alert="Your account does not have billing information!">
      <Stack gap="5">
        <Text>
          {t('Sending campaigns and buying credit need verified billing information. Fill in the form and press Update: our team verifies it, and once it is verified you will be taken to the homepage.')}
        </Text>
        <ProfileForm submitLabel="Update" onThrough={recheck} />
      </Stack>
    </WarningLayout>
  );
}
