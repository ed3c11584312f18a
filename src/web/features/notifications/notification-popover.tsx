// The bell's panel: a popover under the bell holding the notification list. Its content mounts
// when it opens and unmounts when it closes, so closing cancels the loading in flight and resets
// what was loaded (001 §2 "closing the notifications screen cancels notification loading"; its
// loaded data is reset). Loaded by notification-bell-slot.tsx the first time the user reaches for it.
import { Popover, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '@web/i18n';
import { BellButton } from './bell-button';
import { NotificationPanel } from './notification-panel';

interface Props {
  count: number | null;
  onCount: (count: number) => void;
  /** Open at once: the click that asked for the panel's code came before it had loaded. */
  defaultOpen?: boolean;
}

export function NotificationPopover({ count, onCount, defaultOpen = false }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <BellButton count={count} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content aria-label={t('Notifications')} w={{ base: 'calc(100vw - 2rem)', sm: 'md' }} maxW="md">
            <Popover.Body p="4">
              <NotificationPanel onCount={onCount} onClose={() => setOpen(false)} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
