// "Update revenue": asks the server to pull the vendor's conversions (a background task, listed on
// /process) and shows the spec's toast 'Revenue is updating, it may take a few minutes'.
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { TrackingVendor } from '@domain/revenue-vendors';
import { useTranslation } from '@web/i18n';
import { notify, showRefusal } from '@web/ui';
import { pullRevenue } from './revenue-api';

export function UpdateRevenueButton({ vendor, disabled }: { vendor: TrackingVendor; disabled?: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const pull = async () => {
    setBusy(true);
    try {
      notify({ type: 'success', description: t(await pullRevenue(vendor)) });
    } catch (error) {
      showRefusal(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" colorPalette="accent" loading={busy} disabled={disabled || busy} onClick={() => void pull()}>
      {t('Update revenue')}
    </Button>
  );
}
