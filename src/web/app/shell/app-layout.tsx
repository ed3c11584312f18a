// The signed-in frame: sidebar (a drawer on mobile widths, loaded when first opened), top bar and
// the page; above the top bar, while a Super-Admin is logged in as this user, the login-as banner
// (its code loads only then). The page title comes from the matched route's handle; each page opened
// is recorded as a page view (use-page-views.ts).
import { Box, Flex } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import type { CurrentUser } from '@domain/user';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { usePageViews } from './use-page-views';
import { useLogout } from '@web/session/use-logout';

const COLLAPSED_KEY = 'menu-collapsed';
const MenuDrawer = lazy(async () => ({ default: (await import('./menu-drawer')).MenuDrawer }));
const LoginAsBanner = lazy(async () => ({ default: (await import('@web/features/user-tools/login-as-banner')).LoginAsBanner }));

function usePageTitle(): string {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as { title?: string } | undefined;
    if (handle?.title) return handle.title;
  }
  return 'Homepage';
}

export function AppLayout({ user }: { user: CurrentUser }) {
  const title = usePageTitle();
  usePageViews(title);
  const logout = useLogout();
  // null until the drawer is first opened: its code loads then (menu-drawer.tsx).
  const [drawerOpen, setDrawerOpen] = useState<boolean | null>(null);
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
      {/* Mounted from the first opening on, so that it can animate closed. */}
      {drawerOpen !== null && (
        <Suspense fallback={null}>
          <MenuDrawer open={drawerOpen} onOpenChange={setDrawerOpen} permissions={user.permissions} />
        </Suspense>
      )}
      <Flex direction="column" flex="1" minW="0">
        {user.rootUser && (
          <Suspense fallback={null}>
            <LoginAsBanner user={user} />
          </Suspense>
        )}
        <TopBar title={title} user={user} onOpenMenu={() => setDrawerOpen(true)} onLogout={logout} />
        <Box as="main" flex="1" overflow="auto" p={{ base: '4', md: '6' }}>
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
