// IP stats (001 §7 traffic/ip_stats: limit 50, click range 0 to 100): the addresses that clicked the
// user's links, most clicks first, within a click range; each can be blocked (user/addBlockedIp)
// or unblocked, which applies to every link of the user from the next click.
import { useState } from 'react';
import { Badge, Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { IP_STATS_DEFAULT_CLICK_FROM, IP_STATS_DEFAULT_CLICK_TO, IP_STATS_DEFAULT_LIMIT, type IpStat } from '@domain/short-links';
import { useTranslation } from '@web/i18n';
import { DataTable, formatCount, formatWhen, notify, useLoad, type DataTableColumn } from '@web/ui';
import { blockIp, getIpStats, unblockIp } from './short-links-api';

function RangeInput({ label, value, onChange }: { label: string; value: number; onChange: (n: number) => void }) {
  const { t } = useTranslation();
  return (
    <Field.Root orientation="horizontal" gap="2" w="auto">
      <Field.Label whiteSpace="nowrap">{t(label)}</Field.Label>
      <Input type="number" min={0} w="24" value={String(value)} onChange={(e) => onChange(Math.max(0, Math.floor(Number(e.currentTarget.value) || 0)))} />
    </Field.Root>
  );
}

export function IpStatsPanel({ reloadKey }: { reloadKey: number }) {
  const { t } = useTranslation();
  const [clickFrom, setClickFrom] = useState(IP_STATS_DEFAULT_CLICK_FROM);
  const [clickTo, setClickTo] = useState(IP_STATS_DEFAULT_CLICK_TO);
  const [busy, setBusy] = useState<string | null>(null);
  const reversed = clickFrom > clickTo;
  const { data, loading, retry } = useLoad(
    async (signal) => (reversed ? [] : getIpStats({ limit: IP_STATS_DEFAULT_LIMIT, clickFrom, clickTo }, signal)),
    [clickFrom, clickTo, reversed, reloadKey],
  );
  const toggle = async (row: IpStat) => {
    setBusy(row.ip);
    try {
      if (row.blocked) await unblockIp(row.ip);
      else await blockIp(row.ip);
      notify({ type: 'success', description: 'Updated' });
      retry();
    } finally {
      setBusy(null);
    }
  };
  const columns: DataTableColumn<IpStat>[] = [
    { key: 'ip', header: 'IP', cell: (r) => <Text fontFamily="mono">{r.ip}</Text> },
    { key: 'clicks', header: 'Clicks', align: 'end', cell: (r) => formatCount(r.clicks) },
    { key: 'maxRiskScore', header: 'Highest risk score', align: 'end', cell: (r) => r.maxRiskScore.toFixed(2) },
    { key: 'lastClickAt', header: 'Last click', cell: (r) => formatWhen(r.lastClickAt) },
    { key: 'blocked', header: 'Status', cell: (r) => (r.blocked ? <Badge colorPalette="red">{t('Blocked')}</Badge> : <Badge>{t('Allowed')}</Badge>) },
    {
      key: 'action',
      header: 'Action',
      align: 'end',
      cell: (r) => (
        <Button size="xs" variant="outline" loading={busy === r.ip} onClick={() => void toggle(r)} aria-label={t(r.blocked ? 'Unblock {{ip}}' : 'Block {{ip}}', { ip: r.ip })}>
          {t(r.blocked ? 'Unblock' : 'Block')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <HStack gap="4" wrap="wrap" mb="3">
        <RangeInput label="Clicks from" value={clickFrom} onChange={setClickFrom} />
        <RangeInput label="Clicks to" value={clickTo} onChange={setClickTo} />
        {reversed && (
          <Text color="fg.error" textStyle="sm">
            {t('Click from must not exceed click to')}
          </Text>
        )}
      </HStack>
      <DataTable label="IP stats" columns={columns} rows={data ?? []} getRowId={(r) => r.ip} loading={loading} empty={<Text color="fg.muted">{t('No clicks in this range')}</Text>} />
    </>
  );
}
