// /error-tracker (000 §2 menu "Error tracker", no route given; decision 35): the user's failed
// sends over a date range (the last 7 days by default), grouped by result code and error message,
// with how many, their share of the failures, first and last seen and the campaigns they came from;
// a row opens to show a few example messages. The range lives in the URL query. Leaving the page
// aborts what is loading (useLoad's AbortController, 001 §2).
//
// Not the shared DataTable: its rows do not open. A plain table, one group per row, each led by a
// button that shows its examples in a row under it.
import { Fragment, useMemo, useState } from 'react';
import { Badge, HStack, IconButton, Link as ChakraLink, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ErrorGroup } from '@domain/error-tracker';
import { useTranslation } from '@web/i18n';
import { DateRangePicker, EmptyState, Figure, LoadingSkeleton, PageHeader, formatCount, formatRate, formatWhen, useLoad, type DateRange } from '@web/ui';
import { ChevronDownIcon, ChevronRightIcon } from '@web/ui/icons';
import { ErrorExamples } from './error-examples';
import { readErrorRange } from './error-range';
import { getErrorGroups } from './error-tracker-api';

export function ErrorTrackerPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [now] = useState(() => new Date());
  const fromText = params.get('from');
  const toText = params.get('to');
  const range = useMemo(() => readErrorRange(fromText, toText, now), [fromText, toText, now]);
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const groups = useLoad((signal) => getErrorGroups({ from, to }, signal), [from, to]);
  const [open, setOpen] = useState<number | null>(null);

  const setRange = (r: DateRange | null) => {
    setOpen(null);
    setParams(r ? { from: r.from.toISOString(), to: r.to.toISOString() } : {}, { replace: true });
  };

  return (
    <Stack gap="4">
      <PageHeader title="Error tracker" description="Why your messages failed, grouped by error, with the campaigns they came from." />
      <HStack gap="6" wrap="wrap" align="flex-end">
        <DateRangePicker label="Date range" showLabel value={range} onChange={setRange} />
        {groups.data && <Figure label="Failed messages" value={formatCount(groups.data.totalFailed)} />}
        {groups.data && <Figure label="Errors" value={formatCount(groups.data.groups.length)} />}
      </HStack>
      {groups.failed ? (
        <EmptyState title="The errors could not be loaded" onRetry={groups.retry} />
      ) : !groups.data || groups.loading ? (
        <LoadingSkeleton lines={6} />
      ) : groups.data.groups.length === 0 ? (
        <EmptyState title="No failed messages in this range" description="Choose a longer range, or look again once your campaigns have sent." />
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={t('Errors')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="10">
                  <Text srOnly>{t('Examples')}</Text>
                </Table.ColumnHeader>
                <Table.ColumnHeader>{t('Error')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('Failed')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('Share')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('First seen')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('Last seen')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('Campaigns')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {groups.data.groups.map((g) => (
                <Fragment key={g.code}>
                  <ErrorRow group={g} open={open === g.code} onToggle={() => setOpen(open === g.code ? null : g.code)} />
                  {open === g.code && (
                    <Table.Row>
                      <Table.Cell colSpan={7} bg="bg.subtle" id={`examples-${g.code}`}>
                        <ErrorExamples code={g.code} from={from} to={to} />
                      </Table.Cell>
                    </Table.Row>
                  )}
                </Fragment>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

function ErrorRow({ group, open, onToggle }: { group: ErrorGroup; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const more = group.campaignCount - group.campaigns.length;
  return (
    <Table.Row>
      <Table.Cell>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={open ? t('Hide examples') : t('Show examples')}
          title={open ? t('Hide examples') : t('Show examples')}
          aria-expanded={open}
          aria-controls={`examples-${group.code}`}
          onClick={onToggle}
        >
          {open ? <ChevronDownIcon /> : <ChevronRightIcon />}
        </IconButton>
      </Table.Cell>
      <Table.Cell>
        <Stack gap="1" align="flex-start">
          <Text fontWeight="medium">{t(group.message)}</Text>
          <Badge variant="subtle" colorPalette="red" fontFamily="mono">
            {group.code} · {group.result}
          </Badge>
        </Stack>
      </Table.Cell>
      <Table.Cell textAlign="end">{formatCount(group.count)}</Table.Cell>
      <Table.Cell textAlign="end">{formatRate(group.share)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatWhen(group.firstSeen)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatWhen(group.lastSeen)}</Table.Cell>
      <Table.Cell>
        <Wrap gap="2">
          {group.campaigns.map((c) => (
            <ChakraLink key={c.id} asChild color="accent.fg" textStyle="sm">
              <Link to={`/monitoring?campaignId=${c.id}`}>
                {c.name} ({formatCount(c.count)})
              </Link>
            </ChakraLink>
          ))}
          {more > 0 && (
            <Text textStyle="sm" color="fg.muted">
              {t('and {{count}} more', { count: more })}
            </Text>
          )}
        </Wrap>
      </Table.Cell>
    </Table.Row>
  );
}
