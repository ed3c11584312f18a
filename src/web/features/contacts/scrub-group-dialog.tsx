// Scrub a contact group (000 §4): a phone lookup classifies every contact, and each undeliverable
// number (landline, invalid, DNC) is charged $0.003. The confirmation states the price and the most
// the scrub can cost this group (every contact undeliverable), which is also what the server checks
// the balance against (402 'Not enough credits'). A refusal is a toast and the dialog stays open.
import { SCRUB_UNDELIVERABLE_MILLICENTS, scrubChargeCents, type ContactGroup } from '@domain/contacts';
import type { BackgroundTask } from '@domain/background-tasks';
import { useTranslation } from '@web/i18n';
import { errorText } from '@web/api/error-text';
import { ConfirmDialog, notify, formatCents, formatCount, formatMillicents } from '@web/ui';
import { scrubContactGroup } from './contacts-api';

export function ScrubGroupDialog({ group, onClose, onStarted }: { group: ContactGroup | null; onClose: () => void; onStarted: (task: BackgroundTask) => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={group !== null}
      title="Scrub contact group"
      message={
        group
          ? t(
              'Scrubbing checks every number of {{name}}. Undeliverable numbers (landline, invalid, DNC) are charged {{price}} each: at most {{cost}} for its {{count}} contacts.',
              {
                name: group.name,
                price: formatMillicents(SCRUB_UNDELIVERABLE_MILLICENTS),
                cost: formatCents(scrubChargeCents(group.contacts)),
                count: formatCount(group.contacts),
              },
            )
          : ''
      }
      confirmLabel="Scrub"
      onConfirm={async () => {
        if (!group) return;
        let task: BackgroundTask;
        try {
          task = await scrubContactGroup(group.id);
        } catch (error) {
          notify({ type: 'error', description: errorText(error) });
          throw error;
        }
        onStarted(task);
      }}
      onClose={onClose}
    />
  );
}
