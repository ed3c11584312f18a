// Consume a contact group (001 §7 startDataConsuming): the contacts that have since opted out, been
// blacklisted by the system or appear in one of the user's suppression groups leave the group. It
// removes contacts, so it asks first; a refusal is a toast and the dialog stays open.
import type { BackgroundTask } from '@domain/background-tasks';
import type { ContactGroup } from '@domain/contacts';
import { useTranslation } from '@web/i18n';
import { ConfirmDialog, showRefusal } from '@web/ui';
import { startGroupTask } from './data-tasks-api';

export function ConsumeGroupDialog({ group, onClose, onStarted }: { group: ContactGroup | null; onClose: () => void; onStarted: (task: BackgroundTask) => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={group !== null}
      title="Consume contact group"
      message={
        group
          ? t(
              'Consuming removes from {{name}} the contacts that have since opted out, been blacklisted by the system or appear in one of your suppression groups.',
              { name: group.name },
            )
          : ''
      }
      confirmLabel="Consume"
      danger
      onConfirm={async () => {
        if (!group) return;
        try {
          onStarted(await startGroupTask(group.id, 'consume'));
        } catch (error) {
          showRefusal(error);
          throw error;
        }
      }}
      onClose={onClose}
    />
  );
}
