// Archive a contact group: its contacts move into an archive file. The group stays listed with its
// count, but nothing can be sent to or searched in it until it is unarchived, so the user is told
// before. A refusal is a toast and the dialog stays open.
import type { BackgroundTask } from '@domain/background-tasks';
import type { ContactGroup } from '@domain/contacts';
import { useTranslation } from '@web/i18n';
import { ConfirmDialog, showRefusal, formatCount } from '@web/ui';
import { startGroupTask } from './data-tasks-api';

export function ArchiveGroupDialog({ group, onClose, onStarted }: { group: ContactGroup | null; onClose: () => void; onStarted: (task: BackgroundTask) => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={group !== null}
      title="Archive contact group"
      message={
        group
          ? t(
              'Archiving moves the {{count}} contacts of {{name}} into an archive file. The group stays listed, but its contacts cannot be searched or sent to until you unarchive it.',
              { name: group.name, count: formatCount(group.contacts) },
            )
          : ''
      }
      confirmLabel="Archive"
      onConfirm={async () => {
        if (!group) return;
        try {
          onStarted(await startGroupTask(group.id, 'archive'));
        } catch (error) {
          showRefusal(error);
          throw error;
        }
      }}
      onClose={onClose}
    />
  );
}
