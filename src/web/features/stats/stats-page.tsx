// /statistic and /analytics (000 §2; issue 11): sent, clicked, convertor, cost and revenue per
// datetime for a range (the last 3 days by default), by CAMPAIGN or ROUTE, per HOUR or MINUTE,
// with the totals, the table of campaigns or routes, the delivery statuses, the carriers of a
// chosen campaign and a CSV export. The choices live in the URL query. Leaving the page aborts
// what is loading (useLoad's AbortController, 001 §2) and drops what was loaded with the page.
import { useMemo, useState } from 'react';
import { Alert, Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@web/i18n';
import { EmptyState, LoadingSkeleton, PageHeader, showRefusal, useLoad } from '@web/ui';
import { CarrierPanel } from './carrier-panel';
import { DeliveryStatusPanel } from './delivery-status-panel';
import { exportStats, getStats, getStatsCampaigns } from './stats-api';
import { StatsChartPanel } from './stats-chart-panel';
import { StatsFilters } from './stats-filters';
import { readView, requestOf, viewProblem, writeView, type StatsView } from './stats-query';
import { StatsSummary } from './stats-summary';
import { StatsTable } from './stats-table';

function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function StatsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The menu's Dashboard entry opens this page as /analytics: the heading says which entry it is.
  const heading = useLocation().pathname === '/analytics' ? 'Dashboard' : 'Statistic';
  // The default range is the last 3 days as of the visit, not of each render.
  const [now] = useState(() => new Date());
  const view = useMemo(() => readView(params, now), [params, now]);
  const setView = (next: Partial<StatsView>) => setParams(writeView({ ...view, ...next }, now), { replace: true });
  const problem = viewProblem(view);
  const request = useMemo(() => requestOf(view), [view]);
  const requestKey = JSON.stringify(request);
  const stats = useLoad((signal) => (problem ? Promise.resolve(null) : getStats(request, signal)), [requestKey, problem]);
  const campaigns = useLoad((signal) => getStatsCampaigns(signal), []);
  const [exporting, setExporting] = useState(false);

  const download = async () => {
    setExporting(true);
    try {
      saveFile(await exportStats(request), `stats-${view.viewType.toLowerCase()}-${view.granularity.toLowerCase()}.csv`);
    } catch (error) {
      showRefusal(error);
    } finally {
      setExporting(false);
    }
  };

  const answer = stats.data;
  return (
    <Stack gap="5">
      <PageHeader
        title={heading}
        description="What your campaigns sent, and what came back, over time."
        actions={
          <Button size="sm" variant="outline" onClick={() => void download()} loading={exporting} disabled={problem !== null}>
            {t('Export CSV')}
          </Button>
        }
      />
      <StatsFilters view={view} campaigns={campaigns.data?.items ?? []} onChange={setView} />
      {problem ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t(problem)}</Alert.Title>
        </Alert.Root>
      ) : stats.failed ? (
        <EmptyState title="The statistics could not be loaded" onRetry={stats.retry} />
      ) : !answer ? (
        <LoadingSkeleton height="96" />
      ) : (
        <Stack gap="5" aria-busy={stats.loading}>
          <StatsSummary answer={answer} />
          <StatsChartPanel answer={answer} view={view} onChange={setView} />
          <StatsTable answer={answer} />
          <SimpleGrid columns={{ base: 1, xl: 2 }} gap="5">
            <DeliveryStatusPanel statuses={answer.deliveryStatuses} />
            <CarrierPanel cpId={view.cpId} from={request.from} to={request.to} />
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
