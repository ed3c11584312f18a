// /settings (000 §2 "/settings: query tab and paymentTab"): the tab bar keyed by the query `tab`
// with the spec's keys (src/domain/settings-tabs.ts). The app hands in the tabs whose area is built
// (src/web/app/settings-tabs.tsx), so a tab appears only when it works; an unknown or missing key
// shows the first tab. Switching a tab replaces the query, keeping the page's history short.
import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SettingsTabKey } from '@domain/settings-tabs';
import { DetailTabs, PageHeader, TabPanel } from '@web/ui';

export interface SettingsTab {
  key: SettingsTabKey;
  /** An English catalogue key. */
  label: string;
  element: ReactNode;
}

export function SettingsPage({ tabs }: { tabs: readonly SettingsTab[] }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const current = tabs.find((tab) => tab.key === asked) ?? tabs[0];
  const select = (key: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', key);
        // Another tab's own query (paymentTab, route) belongs to that tab.
        if (key !== 'payment') next.delete('paymentTab');
        if (key !== 'routes-info') next.delete('route');
        return next;
      },
      { replace: true },
    );
  return (
    <Stack gap="4">
      <PageHeader title="Settings" />
      {current && (
        <>
          <DetailTabs label="Settings" tabs={tabs} value={current.key} onChange={select} />
          {/* Only the chosen tab is mounted: each loads its own data. */}
          <TabPanel tab={current.key}>{current.element}</TabPanel>
        </>
      )}
    </Stack>
  );
}
