// The enable switch of one vendor (001 §7 "POST revenue-tracking/enable?active&vendor"). A refusal
// (no credentials saved yet) is a toast and the switch stays as it was.
import { Switch, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import type { RevenueTracking } from '@domain/revenue-tracking';
import { useTranslation } from '@web/i18n';
import { notify, showRefusal } from '@web/ui';

export function VendorSwitch({ account, label, toggle, onSaved }: { account: RevenueTracking; label: string; toggle: (active: boolean) => Promise<RevenueTracking>; onSaved: (account: RevenueTracking) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const change = async (active: boolean) => {
    setBusy(true);
    try {
      onSaved(await toggle(active));
      notify({ type: 'success', description: t('Updated') });
    } catch (error) {
      showRefusal(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Switch.Root colorPalette="accent" checked={account.active} disabled={busy} onCheckedChange={(e) => void change(e.checked)}>
      <Switch.HiddenInput />
      <Switch.Control />
      {/* The vendor's name, for whoever does not see the row it sits in: "Voluum Enabled". */}
      <Switch.Label>
        <VisuallyHidden>{label}</VisuallyHidden>{' '}
        {account.active ? t('Enabled') : t('Disabled')}
      </Switch.Label>
    </Switch.Root>
  );
}
