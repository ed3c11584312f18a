// /contact/groups/:groupId (and under /contact-v2): one group's head and its contacts. A group that
// does not exist, or is another user's, answers 404 and the page says the spec's
// 'Group contacts is not existed or deleted'. While the group is busy (an import, a scrub) its head
// is fetched again every few seconds, and the contacts reload when the work ends. Scrub and export
// start from the header, a filter task from the filters ('Save as new group'); the started task goes
// to onTaskStarted (the background-process panel), and a scrub marks the group busy, so the same
// refresh sees it end. An archived group has no contacts
// to show: a notice offers Unarchive instead, and the contacts appear once that task ends.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link, useParams } from 'react-router-dom';
import type { BackgroundTask } from '@domain/background-tasks';
import { contactMessages, type ContactGroup } from '@domain/contacts';
import { isApiRequestError } from '@web/api/api-request-error';
import { errorText } from '@web/api/error-text';
import { every } from '@web/api/every';
import { useTranslation } from '@web/i18n';
import { EmptyState, LoadingSkeleton, PageHeader, showRefusal } from '@web/ui';
import { ArchivedNotice } from './archived-notice';
import { isBusy } from './contact-labels';
import { exportContactGroup, getContactGroup } from './contacts-api';
import { ContactsPanel } from './contacts-panel';
import { startGroupTask } from './data-tasks-api';
import { GroupSummary } from './group-summary';
import { ScrubGroupDialog } from './scrub-group-dialog';
import { ImportContactsDialog } from './import/import-contacts-dialog';
import { useContactBase } from './use-contact-base';

/** How often the head of a busy group is asked again. */
export const BUSY_REFRESH_MS = 5000;

type State = { kind: 'loading' } | { kind: 'ready'; group: ContactGroup } | { kind: 'missing' } | { kind: 'failed'; message: string };

export type ContactGroupDetailPageProps = {
  /** Opens the background-process panel on a task the page started (scrub, export, unarchive, filter). */
  onTaskStarted?: (task: BackgroundTask) => void;
};

export function ContactGroupDetailPage({ onTaskStarted }: ContactGroupDetailPageProps) {
  const { groupId } = useParams();
  // Another group is a fresh page: nothing of the previous one (page, filters, selection) carries over.
  return <GroupDetail key={groupId} id={Number(groupId)} onTaskStarted={onTaskStarted} />;
}

function GroupDetail({ id, onTaskStarted }: { id: number } & ContactGroupDetailPageProps) {
  const { t } = useTranslation();
  const base = useContactBase();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [reloadKey, setReloadKey] = useState(0);
  const [importing, setImporting] = useState(false);
  const [scrubbing, setScrubbing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [unarchiving, setUnarchiving] = useState(false);
  const wasBusy = useRef(false);

  const load = useCallback(() => {
    if (!Number.isInteger(id) || id <= 0) {
      setState({ kind: 'missing' });
      return;
    }
    getContactGroup(id)
      .then((group) => {
        // The work that kept the group busy ended: its contacts changed.
        if (wasBusy.current && !isBusy(group)) setReloadKey((k) => k + 1);
        wasBusy.current = isBusy(group);
        setState({ kind: 'ready', group });
      })
      .catch((error: unknown) => {
        if (isApiRequestError(error) && error.status === 404) setState({ kind: 'missing' });
        else setState((current) => (current.kind === 'ready' ? current : { kind: 'failed', message: errorText(error) }));
      });
  }, [id]);
  useEffect(load, [load]);

  const busy = state.kind === 'ready' && isBusy(state.group);
  useEffect(() => (busy ? every(load, BUSY_REFRESH_MS) : undefined), [busy, load]);

  const taskStarted = (task: BackgroundTask) => {
    onTaskStarted?.(task);
    load();
  };

  const startExport = () => {
    setExporting(true);
    // A refused export is the api client's toast.
    exportContactGroup(id)
      .then(taskStarted, () => undefined)
      .finally(() => setExporting(false));
  };

  const startUnarchive = () => {
    setUnarchiving(true);
    startGroupTask(id, 'unarchive')
      .then(taskStarted, showRefusal)
      .finally(() => setUnarchiving(false));
  };

  const backLink = (
    <ChakraLink asChild color="accent.fg" textStyle="sm">
      <Link to={`${base}/groups`}>{t('Contact Groups')}</Link>
    </ChakraLink>
  );

  if (state.kind === 'loading') return <LoadingSkeleton />;
  if (state.kind === 'missing' || state.kind === 'failed') {
    return (
      <Stack gap="4">
        <PageHeader title="Contact group" breadcrumb={backLink} />
        <EmptyState
          title={state.kind === 'missing' ? contactMessages.groupMissing : state.message}
          action={
            state.kind === 'failed' ? (
              <Button variant="outline" onClick={load}>
                {t('Retry')}
              </Button>
            ) : (
              <Button asChild colorPalette="accent">
                <Link to={`${base}/groups`}>{t('Back to contact groups')}</Link>
              </Button>
            )
          }
        />
      </Stack>
    );
  }

  const { group } = state;
  // The actions on the group's contacts: none while a task holds it or its contacts are archived.
  const held = busy || group.isArchived;
  return (
    <Stack gap="4">
      <PageHeader
        title={group.name}
        breadcrumb={backLink}
        actions={
          <>
            <Button variant="outline" onClick={() => {
              load();
              setReloadKey((k) => k + 1);
            }}>
              {t('Refresh')}
            </Button>
            <Button variant="outline" disabled={held} onClick={() => setScrubbing(true)}>
              {t('Scrub')}
            </Button>
            <Button variant="outline" disabled={held} loading={exporting} onClick={startExport}>
              {t('Export')}
            </Button>
            <Button colorPalette="accent" disabled={held} onClick={() => setImporting(true)}>
              {t('Import contacts')}
            </Button>
          </>
        }
      />
      <GroupSummary group={group} />
      {group.isArchived ? (
        <ArchivedNotice busy={busy} starting={unarchiving} onUnarchive={startUnarchive} />
      ) : (
        <ContactsPanel groupId={group.id} reloadKey={reloadKey} onChanged={load} onTaskStarted={taskStarted} />
      )}
      <ScrubGroupDialog group={scrubbing ? group : null} onClose={() => setScrubbing(false)} onStarted={taskStarted} />
      {importing && (
        <ImportContactsDialog
          group={group}
          open
          onClose={() => setImporting(false)}
          onImported={() => {
            load();
            setReloadKey((k) => k + 1);
          }}
        />
      )}
    </Stack>
  );
}
