// The statistics screen's filter row: the range through the shared DateRangePicker, CAMPAIGN or
// ROUTE, HOUR or MINUTE, and one campaign or all of them.
import { Flex, NativeSelect } from '@chakra-ui/react';
import type { StatsCampaignList } from '@domain/stats';
import { useTranslation } from '@web/i18n';
import { DateRangePicker, FilterField, ToggleGroup } from '@web/ui';
import type { StatsView } from './stats-query';

const VIEWS = [
  { value: 'CAMPAIGN', label: 'Campaign' },
  { value: 'ROUTE', label: 'Route' },
] as const;
const GRANULARITIES = [
  { value: 'HOUR', label: 'Hour' },
  { value: 'MINUTE', label: 'Minute' },
] as const;

interface Props {
  view: StatsView;
  campaigns: StatsCampaignList['items'];
  onChange: (next: Partial<StatsView>) => void;
}

export function StatsFilters({ view, campaigns, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Flex gap="4" wrap="wrap" align="flex-end">
      <DateRangePicker label="Date range" showLabel value={{ from: view.from, to: view.to }} onChange={(r) => r && onChange({ from: r.from, to: r.to })} />
      <ToggleGroup label="View by" options={VIEWS} value={view.viewType} onChange={(viewType) => onChange({ viewType })} />
      <ToggleGroup label="Granularity" options={GRANULARITIES} value={view.granularity} onChange={(granularity) => onChange({ granularity })} />
      <FilterField label="Campaign">
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={view.cpId === null ? '' : String(view.cpId)} onChange={(e) => onChange({ cpId: e.currentTarget.value === '' ? null : Number(e.currentTarget.value) })}>
            <option value="">{t('All campaigns')}</option>
            {campaigns.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FilterField>
    </Flex>
  );
}
