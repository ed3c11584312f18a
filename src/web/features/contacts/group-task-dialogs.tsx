// The dialogs of the row actions that start a data task after asking: certify (which vertical),
// consume and archive (a confirmation). One of them is open at a time; a started task closes it
// and goes to the page, which opens the background-process panel on it.
import type { BackgroundTask } from '@domain/background-tasks';
import type { ContactGroup } from '@domain/contacts';
import { ArchiveGroupDialog } from './archive-group-dialog';
import { CertifyGroupDialog } from './certify-group-dialog';
import { ConsumeGroupDialog } from './consume-group-dialog';

export type GroupTaskDialog = { action: 'certify' | 'consume' | 'archive'; group: ContactGroup };

type Props = { dialog: GroupTaskDialog | null; onClose: () => void; onStarted: (task: BackgroundTask) => void };

export function GroupTaskDialogs({ dialog, onClose, onStarted }: Props) {
  const groupFor = (action: GroupTaskDialog['action']) => (dialog?.action === action ? dialog.group : null);
  const started = (task: BackgroundTask) => {
    onClose();
    onStarted(task);
  };
  return (
    <>
      <CertifyGroupDialog group={groupFor('certify')} onClose={onClose} onStarted={started} />
      <ConsumeGroupDialog group={groupFor('consume')} onClose={onClose} onStarted={started} />
      <ArchiveGroupDialog group={groupFor('archive')} onClose={onClose} onStarted={started} />
    </>
  );
}
