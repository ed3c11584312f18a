// /domain/groups/:id: one domain group. Its head (domains, active ones, whether domains are being
// bought into it), Reset (the domains' counts start afresh) and Delete, then two tabs kept in the
// URL query: its domains with their performance, and its settings. An id that is not a group of
// the user's says the spec's 'This domain group is not existed'.
import { useCallback, useEffect, useState } from 'react';
import { Button, HStack, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { domainMessages, type DomainGroup } from '@domain/domains';
import { isApiRequestError } from '@web/api/api-request-error';
import { errorText } from '@web/api/error-text';
import { useTranslation } from '@web/i18n';
import { ConfirmDialog, DetailTabs, Figure, LoadingSkeleton, MissingPage, PageHeader, TabPanel, formatCount, notify, type TabItem } from '@web/ui';
import { DomainSettingsForm } from './domain-settings-form';
import { deleteDomainGroup, getDomainGroup, resetDomainsInGroup } from './domains-api';
import { GroupDomainsPanel } from './group-domains-panel';

type Tab = 'domains' | 'settings';
const TABS: readonly TabItem<Tab>[] = [
  { key: 'domains', label: 'Domains' },
  { key: 'settings', label: 'Settings' },
];
type State = { kind: 'loading' } | { kind: 'ready'; group: DomainGroup } | { kind: 'missing'; message: string; retry?: boolean };

function BackLink() {
  const { t } = useTranslation();
  return (
    <ChakraLink asChild color="accent.fg" textStyle="sm">
      <Link to="/domain/groups">{t('Domain groups')}</Link>
    </ChakraLink>
  );
}

export function DomainGroupDetailPage() {
  const { id } = useParams();
  const groupId = Number(id);
  if (!Number.isInteger(groupId) || groupId <= 0) return <Missing message={domainMessages.groupMissing} />;
  return <GroupDetail key={groupId} groupId={groupId} />;
}

function Missing({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return <MissingPage title="Domain group" breadcrumb={<BackLink />} message={message} backTo="/domain/groups" backLabel="Back to domain groups" onRetry={onRetry} />;
}

function GroupDetail({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((x) => x.key === params.get('tab'))?.key ?? 'domains';
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [reloadKey, setReloadKey] = useState(0);
  const [confirming, setConfirming] = useState<'reset' | 'delete' | null>(null);

  const load = useCallback(() => {
    getDomainGroup(groupId)
      .then((group) => setState({ kind: 'ready', group }))
      .catch((error: unknown) => {
        if (isApiRequestError(error) && error.status === 404) setState({ kind: 'missing', message: domainMessages.groupMissing });
        else setState((current) => (current.kind === 'ready' ? current : { kind: 'missing', message: errorText(error), retry: true }));
      });
  }, [groupId]);
  useEffect(load, [load]);

  const chooseTab = (next: Tab) => setParams(next === 'domains' ? {} : { tab: next }, { replace: true });

  if (state.kind === 'loading') return <LoadingSkeleton />;
  if (state.kind === 'missing') return <Missing message={state.message} onRetry={state.retry ? load : undefined} />;
  const { group } = state;

  const confirm = async () => {
    if (confirming === 'delete') {
      await deleteDomainGroup(group.id);
      notify({ type: 'success', description: 'Deleted' });
      navigate('/domain/groups');
      return;
    }
    const reset = await resetDomainsInGroup(group.id);
    notify({ type: 'success', description: t('The counts of {{count}} domain(s) start afresh', { count: reset }) });
    setReloadKey((k) => k + 1);
  };

  return (
    <Stack gap="4">
      <PageHeader
        title={group.name}
        breadcrumb={<BackLink />}
        actions={
          <>
            <Button variant="outline" onClick={() => setConfirming('reset')}>
              {t('Reset')}
            </Button>
            <Button variant="outline" colorPalette="red" onClick={() => setConfirming('delete')}>
              {t('Delete group')}
            </Button>
          </>
        }
      />
      <HStack gap="6" wrap="wrap">
        <Figure label="Domains" value={formatCount(group.totalDomain)} />
        <Figure label="Active domains" value={formatCount(group.activeDomain)} />
        <Figure label="Status" value={group.isBuying ? t('Buying...') : group.active ? t('Active') : t('Inactive')} />
      </HStack>
      <DetailTabs label="Domain group" tabs={TABS} value={tab} onChange={chooseTab} />
      <TabPanel tab={tab}>
        {tab === 'domains' && <GroupDomainsPanel group={group} reloadKey={reloadKey} onChanged={load} />}
        {tab === 'settings' && <DomainSettingsForm group={group} onSaved={(saved) => setState({ kind: 'ready', group: saved })} />}
      </TabPanel>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'delete' ? 'Delete domain group' : 'Reset domains'}
        message={
          confirming === 'delete'
            ? t('Delete {{name}}? Its domains stay yours, in no group.', { name: group.name })
            : t("Reset the used, failed and clicked counts of {{name}}'s domains?", { name: group.name })
        }
        confirmLabel={confirming === 'delete' ? 'Delete' : 'Reset'}
        danger
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
