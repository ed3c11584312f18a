// The tabs of a detail page (DID group, domain group; UI.md "tabs where the entity has several aspects"). The app does
// not register Chakra's Tabs recipe, so these are buttons with the WAI-ARIA tab roles: arrow keys
// move between tabs, only the chosen one is in the tab order, and each panel names its tab.
import type { KeyboardEvent, ReactNode } from 'react';
import { Box, Button, HStack } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';

export type TabItem<Key extends string> = { key: Key; label: string };

const tabId = (key: string) => `detail-tab-${key}`;
const panelId = (key: string) => `detail-panel-${key}`;

export function DetailTabs<Key extends string>({ label, tabs, value, onChange }: { label: string; tabs: readonly TabItem<Key>[]; value: Key; onChange: (key: Key) => void }) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const at = tabs.findIndex((tab) => tab.key === value);
    const next = tabs[(at + step + tabs.length) % tabs.length];
    onChange(next.key);
    document.getElementById(tabId(next.key))?.focus();
  };
  return (
    // Many tabs (the settings page has sixteen) wrap onto a second row rather than run off the page.
    <HStack role="tablist" aria-label={t(label)} gap="1" rowGap="0" flexWrap="wrap" borderBottomWidth="1px" onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.key === value;
        return (
          <Button
            key={tab.key}
            id={tabId(tab.key)}
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(tab.key)}
            tabIndex={selected ? 0 : -1}
            variant="ghost"
            rounded="none"
            mb="-1px"
            borderBottomWidth="2px"
            borderBottomColor={selected ? 'accent.solid' : 'transparent'}
            color={selected ? 'fg' : 'fg.muted'}
            onClick={() => onChange(tab.key)}
          >
            {t(tab.label)}
          </Button>
        );
      })}
    </HStack>
  );
}

export function TabPanel({ tab, children }: { tab: string; children: ReactNode }) {
  return (
    <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} pt="4">
      {children}
    </Box>
  );
}
