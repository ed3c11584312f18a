// The settings page's Click request tab (000 §2 "click-request"): the click filter, and below it
// the IP stats, refreshed after the filter is saved (blocked addresses change).
import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { ClickFilterForm } from './click-filter-form';
import { IpStatsPanel } from './ip-stats-panel';

export function ClickRequestTab() {
  const [saved, setSaved] = useState(0);
  return (
    <Stack gap="8">
      <ClickFilterForm onSaved={() => setSaved((n) => n + 1)} />
      <IpStatsPanel reload={saved} />
    </Stack>
  );
}
