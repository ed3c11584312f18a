// The DIDs tab's scrub, bad-DID and cycle actions (001 §7 scrubDid, handleBadDid, reset cycle): a
// scrub is a background task the process panel follows (the page watches the group until it is
// free again); handling bad DIDs moves the marked numbers; a reset starts the rotation cycle again.
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import type { BackgroundTask } from '@domain/background-tasks';
import { DID_SCRUB_COUNTRIES, type DidGroup } from '@domain/dids';
import { useTranslation } from '@web/i18n';
import { ConfirmDialog, notify } from '@web/ui';
import { resetDidCycle, scrubDids } from './dids-api';
import { HandleBadDidsDialog } from './handle-bad-dids-dialog';

type Props = {
  group: DidGroup;
  onTaskStarted: (task: BackgroundTask) => void;
  /** The group's numbers or head changed. */
  onChanged: () => void;
};

export function DidHealthActions({ group, onTaskStarted, onChanged }: Props) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<'scrub' | 'bad' | 'cycle' | null>(null);
  const busy = group.busyTaskId !== null;
  const scrubbable = (DID_SCRUB_COUNTRIES as readonly string[]).includes(group.country);

  const confirmScrub = async () => {
    // A refusal is the api client's toast; the dialog stays open.
    const task = await scrubDids(group.id);
    notify({ type: 'info', description: t('Scrubbing DIDs...') });
    onTaskStarted(task);
    onChanged();
  };

  const confirmReset = async () => {
    const reset = await resetDidCycle(group.id);
    notify({ type: 'success', description: t('The cycle of {{count}} DIDs was reset', { count: reset }) });
    onChanged();
  };

  return (
    <>
      <Button variant="outline" size="sm" disabled={busy || !scrubbable || group.dids === 0} onClick={() => setAsking('scrub')}>
        {busy && !group.isPurchasing ? t('Scrubbing DIDs...') : t('Scrub DIDs')}
      </Button>
      <Button variant="outline" size="sm" disabled={busy || group.badDids === 0} onClick={() => setAsking('bad')}>
        {t('Handle bad DIDs ({{count}})', { count: group.badDids })}
      </Button>
      <Button variant="outline" size="sm" disabled={group.dids === 0} onClick={() => setAsking('cycle')}>
        {t('Reset cycle')}
      </Button>

      <ConfirmDialog
        open={asking === 'scrub'}
        title="Scrub DIDs"
        message={t('Check the {{count}} DIDs of this group with the carriers? Numbers not working, flagged as spam or under the delivered threshold are marked bad.', { count: group.dids })}
        confirmLabel="Scrub"
        onConfirm={confirmScrub}
        onClose={() => setAsking(null)}
      />
      <HandleBadDidsDialog
        open={asking === 'bad'}
        groupId={group.id}
        bad={group.badDids}
        badDidGroupId={group.setting.scrubSetting.badDidGroupId}
        onClose={() => setAsking(null)}
        onMoved={() => {
          setAsking(null);
          onChanged();
        }}
      />
      <ConfirmDialog
        open={asking === 'cycle'}
        title="Reset cycle"
        message={t("Start this group's rotation cycle again? Every DID's count of messages in the cycle goes back to 0.")}
        confirmLabel="Reset"
        onConfirm={confirmReset}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
