// The signed-in frame: sidebar (a drawer on mobile widths), top bar and the page. (The login-as
// banner of UI.md joins when the admin issue builds login-as-user.) The page title comes from the matched route's handle.
import { Box, CloseButton, Drawer, Flex, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '@web/i18n';
import { Outlet, useMatches } from 'react-router-dom';
import type { CurrentUser } from '@domain/user';
import { Preferences } from '@web/ui/preferences';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useLogout } from '@web/session/use-logout';

const COLLAPSED_KEY = 'menu-collapsed';

function usePageTitle(): string {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as { title?: string } | undefined;
    if (handle?.title) return handle.title;
  }
  return 'Homepage';
}

export function AppLayout({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const title = usePageTitle();
  const logout = useLogout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const toggle = () => {
    localStorage.setItem(COLLAPSED_KEY, collapsed ? '0' : '1');
    setCollapsed(!collapsed);
  };

  return (
    <Flex h="100dvh" overflow="hidden">
      <Box as="aside" hideBelow="lg" w={collapsed ? '20' : '64'} flexShrink={0} borderRightWidth="1px" bg="bg.subtle">
        <Sidebar permissions={user.permissions} collapsed={collapsed} onToggle={toggle} />
      </Box>
      <Drawer.Root open={drawerOpen} onOpenChange={(e) => setDrawerOpen(e.open)} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('Close menu')} />
              </Drawer.CloseTrigger>
              <Drawer.Body p="0">
                <Sidebar permissions={user.permissions} onNavigate={() => setDrawerOpen(false)} />
                <Box px="5" pt="2">
                  <Preferences />
                </Box>
              </Drawer.Body>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      <Flex direction="column" flex="1" minW="0">
        <TopBar title={title} user={user} onOpenMenu={() => setDrawerOpen(true)} onLogout={logout} />
        <Box as="main" flex="1" overflow="auto" p={{ base: '4', md: '6' }}>
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
