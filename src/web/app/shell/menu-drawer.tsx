// The menu as a drawer, for widths where the sidebar is hidden (below lg). Loaded by app-layout.tsx
// the first time it is opened: Chakra's dialog machine is not what a page needs to show itself.
import { Box, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';
import type { Permission } from '@domain/user';
import { Preferences } from '@web/ui/preferences';
import { Sidebar } from './sidebar';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  permissions: readonly Permission[];
}

export function MenuDrawer({ open, onOpenChange, permissions }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('Close menu')} />
            </Drawer.CloseTrigger>
            <Drawer.Body p="0">
              <Sidebar permissions={permissions} onNavigate={() => onOpenChange(false)} />
              <Box px="5" pt="2">
                <Preferences />
              </Box>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
