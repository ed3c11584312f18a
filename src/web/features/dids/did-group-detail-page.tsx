// /dids/:id: one DID group. Its head (country, route, numbers, voice), then three tabs kept in the
// URL query (?tab=): the numbers ('DIDs'), buying more ('Buy DIDs') and its settings ('Settings').
// An id that is not a group of the user's answers 404 and the page says the spec's 'Group DID is
// not existed' ("DID detail is refused when the group id is invalid", 001 §5).
//
// The purchase machine runs for as long as the page is open, whatever the tab, so an order keeps
// being followed while the user looks at the numbers; leaving the page stops it (useMachine stops
// the actor on unmount). When an order ends, the numbers and the head are loaded again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { TASK_POLL_MS, type BackgroundTask } from '@domain/background-tasks';
import { didMessages, type DidGroup } from '@domain/dids';
import { every as realEvery, type Every } from '@web/api/every';
import { isApiRequestError } from '@web/api/api-request-error';
import { errorText } from '@web/api/error-text';
import { useTranslation } from '@web/i18n';
import { ConfirmDialog, LoadingSkeleton, MissingPage, PageHeader, notify } from '@web/ui';
import { DetailTabs, TabPanel, type TabItem } from '@web/ui';
import { browserDidPurchaseMachine, RUNNING_STATES, type DidPurchaseMachine } from './did-purchase';
import { DidGroupSummary } from './did-group-summary';
import { DidHealthActions } from './did-health-actions';
import { DidSettingsForm } from './did-settings-form';
import { deleteDidGroup, getDidGroup } from './dids-api';
import { DidsPanel } from './dids-panel';
import { PurchasePanel } from './purchase-panel';

type Tab = 'dids' | 'buy' | 'settings';
const TABS: readonly TabItem<Tab>[] = [
  { key: 'dids', label: 'DIDs' },
  { key: 'buy', label: 'Buy DIDs' },
  { key: 'settings', label: 'Settings' },
];

type State = { kind: 'loading' } | { kind: 'ready'; group: DidGroup } | { kind: 'missing' } | { kind: 'failed'; message: string };

export type DidGroupDetailPageProps = {
  /** The purchase machine with its server calls; tests give one with fakes. */
  purchaseMachine?: DidPurchaseMachine;
  /** Opens the background-process panel on a task the page started (a scrub). */
  onTaskStarted?: (task: BackgroundTask) => void;
  /** The timer the page watches a busy group with; tests pass their own. */
  every?: Every;
};

const ignoreTask = () => undefined;

export function DidGroupDetailPage({ purchaseMachine = browserDidPurchaseMachine, onTaskStarted = ignoreTask, every = realEvery }: DidGroupDetailPageProps) {
  const { id } = useParams();
  const groupId = Number(id);
  // Another group is a fresh page: nothing of the previous one (tab state, an order) carries over.
  if (!Number.isInteger(groupId) || groupId <= 0) return <MissingGroup />;
  return <GroupDetail key={groupId} groupId={groupId} purchaseMachine={purchaseMachine} onTaskStarted={onTaskStarted} every={every} />;
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <ChakraLink asChild color="accent.fg" textStyle="sm">
      <Link to="/dids">{t('DID Groups')}</Link>
    </ChakraLink>
  );
}

function MissingGroup({ message = didMessages.groupMissing, onRetry }: { message?: string; onRetry?: () => void }) {
  return <MissingPage title="DID group" breadcrumb={<BackLink />} message={message} backTo="/dids" backLabel="Back to DID groups" onRetry={onRetry} />;
}

type GroupDetailProps = { groupId: number; purchaseMachine: DidPurchaseMachine; onTaskStarted: (task: BackgroundTask) => void; every: Every };

function GroupDetail({ groupId, purchaseMachine, onTaskStarted, every }: GroupDetailProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((x) => x.key === params.get('tab'))?.key ?? 'dids';
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [reloadKey, setReloadKey] = useState(0);
  const [deleting, setDeleting] = useState(false);
  const [snapshot, send] = useMachine(purchaseMachine, { input: { groupId } });

  const load = useCallback(() => {
    getDidGroup(groupId)
      .then((group) => setState({ kind: 'ready', group }))
      .catch((error: unknown) => {
        if (isApiRequestError(error) && error.status === 404) setState({ kind: 'missing' });
        else setState((current) => (current.kind === 'ready' ? current : { kind: 'failed', message: errorText(error) }));
      });
  }, [groupId]);
  useEffect(load, [load]);

  // An order that was running has ended (or stopped): its numbers are in the group now.
  const purchasing = RUNNING_STATES.some((s) => snapshot.matches(s));
  const wasPurchasing = useRef(purchasing);
  useEffect(() => {
    if (wasPurchasing.current && !purchasing) {
      setReloadKey((k) => k + 1);
      load();
    }
    wasPurchasing.current = purchasing;
  }, [purchasing, load]);

  // Another process (a scrub) holds the group: follow it until the group is free, then reload.
  const scrubbing = state.kind === 'ready' && state.group.busyTaskId !== null && !state.group.isPurchasing && !purchasing;
  const wasScrubbing = useRef(scrubbing);
  useEffect(() => {
    if (wasScrubbing.current && !scrubbing) setReloadKey((k) => k + 1);
    wasScrubbing.current = scrubbing;
    return scrubbing ? every(load, TASK_POLL_MS) : undefined;
  }, [scrubbing, every, load]);

  const chooseTab = (next: Tab) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === 'dids') out.delete('tab');
        else out.set('tab', next);
        return out;
      },
      { replace: true },
    );

  const confirmDelete = async () => {
    // A refusal is the api client's toast; the dialog stays open.
    await deleteDidGroup(groupId);
    notify({ type: 'success', description: 'Deleted' });
    navigate('/dids');
  };

  if (state.kind === 'loading') return <LoadingSkeleton />;
  if (state.kind === 'missing') return <MissingGroup />;
  if (state.kind === 'failed') return <MissingGroup message={state.message} onRetry={load} />;

  const { group } = state;
  return (
    <Stack gap="4">
      <PageHeader
        title={group.name}
        breadcrumb={<BackLink />}
        actions={
          <>
            <Button variant="outline" onClick={() => {
              load();
              setReloadKey((k) => k + 1);
            }}>
              {t('Refresh')}
            </Button>
            <Button variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
              {t('Delete group')}
            </Button>
          </>
        }
      />
      <DidGroupSummary group={group} purchasing={purchasing} scrubbing={scrubbing} />
      <DetailTabs label="DID group" tabs={TABS} value={tab} onChange={chooseTab} />
      <TabPanel tab={tab}>
        {tab === 'dids' && (
          <DidsPanel
            groupId={group.id}
            available={group.dids}
            reloadKey={reloadKey}
            onChanged={load}
            actions={
              <DidHealthActions
                group={group}
                onTaskStarted={onTaskStarted}
                onChanged={() => {
                  load();
                  setReloadKey((k) => k + 1);
                }}
              />
            }
          />
        )}
        {tab === 'buy' && <PurchasePanel group={group} snapshot={snapshot} send={send} />}
        {tab === 'settings' && <DidSettingsForm group={group} onSaved={(saved) => setState({ kind: 'ready', group: saved })} />}
      </TabPanel>
      <ConfirmDialog
        open={deleting}
        title="Delete DID group"
        message={t('Delete {{name}} and release all its DIDs? This cannot be undone.', { name: group.name })}
        confirmLabel="Delete"
        danger
        onConfirm={confirmDelete}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}
