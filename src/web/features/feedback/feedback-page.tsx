// /feedback (000 §2): the feedback form, and below it the entries: a user's own, or for a Super-Admin
// everyone's, each turned into a ticket of its author or an issue of the issue tracker from its row;
// a Super-Admin's second tab lists the issue tracker's entries (the built-in tracker; decision 51).
// Users' texts are shown as text, never as HTML.
import { useMemo, useState } from 'react';
import { Badge, Box, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router-dom';
import { FEEDBACK_PAGE_SIZE, type FeedbackEntry, type IssueEntry } from '@domain/tickets/feedback';
import { useTranslation, type Translate } from '@web/i18n';
import { useSession } from '@web/session/use-session';
import { DataTable, DetailTabs, EmptyState, PageHeader, RowActionsMenu, TabPanel, formatWhen, notify, showRefusal, useListQuery, useLoad, type DataTableColumn } from '@web/ui';
import { downloadScreenshot, feedbackToTicket, listFeedback, listIssues } from './feedback-api';
import { FeedbackForm } from './feedback-form';
import { IssueDialog } from './issue-dialog';

type Tab = 'entries' | 'issues' | 'send';
// A Super-Admin comes to read: the entries first, the form last.
const TABS = [
  { key: 'entries', label: 'All feedback' },
  { key: 'issues', label: 'Issue tracker' },
  { key: 'send', label: 'Send feedback' },
] as const;

async function openScreenshot(entry: FeedbackEntry) {
  try {
    const blob = await downloadScreenshot(entry.id);
    window.open(URL.createObjectURL(blob), '_blank', 'noopener');
  } catch (error) {
    showRefusal(error);
  }
}

function entryColumns(t: Translate, support: boolean): DataTableColumn<FeedbackEntry>[] {
  return [
    { key: 'createdAt', header: 'Time', width: '40', cell: (e) => formatWhen(e.createdAt) },
    ...(support ? [{ key: 'author', header: 'User', cell: (e: FeedbackEntry) => e.author.email }] : []),
    { key: 'rating', header: 'Rating', width: '20', cell: (e) => <Text aria-label={t('{{count}} of 5', { count: e.rating })}>{'★'.repeat(e.rating) + '☆'.repeat(5 - e.rating)}</Text> },
    {
      key: 'text',
      header: 'Text',
      cell: (e) => (
        <Text whiteSpace="pre-wrap" wordBreak="break-word" lineClamp={4} maxW="md">
          {e.text}
        </Text>
      ),
    },
    { key: 'page', header: 'Page', cell: (e) => e.page },
    {
      key: 'screenshot',
      header: 'Screenshot',
      cell: (e) =>
        e.screenshot && (
          <ChakraLink asChild color="accent.fg">
            <button type="button" onClick={() => void openScreenshot(e)}>
              {e.screenshot.fileName}
            </button>
          </ChakraLink>
        ),
    },
    {
      key: 'filed',
      header: 'Filed as',
      cell: (e) => (
        <Stack gap="1" align="flex-start">
          {e.ticketId !== null && (
            <ChakraLink asChild color="accent.fg">
              <Link to={`/tickets/${e.ticketId}`}>{t('Ticket #{{id}}', { id: e.ticketId })}</Link>
            </ChakraLink>
          )}
          {e.issueKey !== null && <Badge variant="subtle">{e.issueKey}</Badge>}
        </Stack>
      ),
    },
  ];
}

const ISSUE_COLUMNS: DataTableColumn<IssueEntry>[] = [
  { key: 'key', header: 'Key', width: '24', cell: (i) => <Badge variant="subtle">{i.key}</Badge> },
  { key: 'issueType', header: 'Issue type', width: '28', cell: (i) => i.issueType },
  {
    key: 'summary',
    header: 'Summary',
    cell: (i) => (
      <Box>
        <Text fontWeight="medium">{i.summary}</Text>
        <Text textStyle="xs" color="fg.muted" whiteSpace="pre-wrap" lineClamp={2}>
          {i.description}
        </Text>
      </Box>
    ),
  },
  { key: 'createdBy', header: 'Reporter', cell: (i) => i.createdBy },
  { key: 'createdAt', header: 'Created', width: '40', cell: (i) => formatWhen(i.createdAt) },
];

export function FeedbackPage() {
  const { user } = useSession();
  const support = user?.role === 'Super-Admin';
  const [params] = useSearchParams();
  const query = useListQuery([]);
  const asked = query.get('tab');
  const tab: Tab = support && (asked === 'issues' || asked === 'send') ? asked : 'entries';
  const [version, setVersion] = useState(0);
  const form = <FeedbackForm initialPage={params.get('page') ?? ''} onSent={() => setVersion((v) => v + 1)} />;
  const entries = <EntriesPanel support={support} version={version} page={query.page} onPage={(p) => query.update({ page: p })} />;
  if (!support) {
    return (
      <Stack gap="5">
        <PageHeader title="Feedback" description="Tell us what works and what does not: a Super-Admin reads every entry." />
        {form}
        {entries}
      </Stack>
    );
  }
  return (
    <Stack gap="5">
      <PageHeader title="Feedback" description="What users told us: turn an entry into a ticket or an issue." />
      <DetailTabs<Tab> label="Feedback" tabs={TABS} value={tab} onChange={(key) => query.update({ tab: key === 'entries' ? undefined : key })} />
      <TabPanel tab={tab}>{tab === 'issues' ? <IssuesPanel /> : tab === 'send' ? form : entries}</TabPanel>
    </Stack>
  );
}

function EntriesPanel({ support, version, page, onPage }: { support: boolean; version: number; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const loaded = useLoad((signal) => listFeedback(page, FEEDBACK_PAGE_SIZE, signal), [page, version]);
  const [changed, setChanged] = useState<Map<number, FeedbackEntry>>(new Map());
  const [issueFor, setIssueFor] = useState<FeedbackEntry | null>(null);
  const columns = useMemo(() => entryColumns(t, support), [t, support]);
  const rows = (loaded.data?.items ?? []).map((e) => changed.get(e.id) ?? e);
  const keep = (entry: FeedbackEntry) => setChanged((m) => new Map(m).set(entry.id, entry));
  const toTicket = async (entry: FeedbackEntry) => {
    try {
      const next = await feedbackToTicket(entry.id);
      keep(next);
      notify({ type: 'success', description: 'Created' });
    } catch (error) {
      showRefusal(error);
    }
  };
  return (
    <Stack gap="3">
      {!support && <Text fontWeight="semibold">{t('Your feedback')}</Text>}
      {loaded.failed ? (
        <EmptyState title="The feedback could not be loaded" onRetry={loaded.retry} />
      ) : (
        <DataTable
          label={t('Feedback')}
          columns={columns}
          rows={rows}
          getRowId={(e) => String(e.id)}
          loading={loaded.loading}
          empty={<EmptyState title="No feedback yet" description="What you send with the form above is listed here." />}
          rowActions={
            support
              ? (e) => (
                  <RowActionsMenu<'ticket' | 'issue'>
                    name={t('Feedback #{{id}}', { id: e.id })}
                    actions={[
                      { value: 'ticket', label: 'Create ticket', disabled: e.ticketId !== null },
                      { value: 'issue', label: 'Create issue', disabled: e.issueKey !== null },
                    ]}
                    onSelect={(action) => (action === 'ticket' ? void toTicket(e) : setIssueFor(e))}
                  />
                )
              : undefined
          }
          pagination={{ mode: 'pages', page, pageSize: FEEDBACK_PAGE_SIZE, pageSizeOptions: [FEEDBACK_PAGE_SIZE], total: loaded.data?.total ?? 0, onPageChange: onPage, onPageSizeChange: () => undefined }}
        />
      )}
      {issueFor && (
        <IssueDialog
          entry={issueFor}
          onClose={() => setIssueFor(null)}
          onFiled={(entry) => {
            keep(entry);
            setIssueFor(null);
          }}
        />
      )}
    </Stack>
  );
}

function IssuesPanel() {
  const { t } = useTranslation();
  const loaded = useLoad((signal) => listIssues(signal), []);
  if (loaded.failed) return <EmptyState title="The issue tracker could not be loaded" onRetry={loaded.retry} />;
  return (
    <DataTable
      label={t('Issue tracker')}
      columns={ISSUE_COLUMNS}
      rows={loaded.data ?? []}
      getRowId={(i) => String(i.id)}
      loading={loaded.loading}
      empty={<EmptyState title="No issues yet" description="Create an issue from a feedback entry's menu." />}
    />
  );
}
