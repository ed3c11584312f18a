// A bar of links that look like tabs, for an area whose pages each keep their own address
// (responders / templates): links, not ARIA tabs; the current page is marked aria-current.
import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '@web/i18n';

export type LinkTab = {
  label: string;
  path: string;
  /** When the tab is the current one; by default only on its own path (a list's detail pages may say otherwise). */
  current?: (pathname: string) => boolean;
};

const isCurrent = (tab: LinkTab, pathname: string) => (tab.current ? tab.current(pathname) : pathname.replace(/\/$/, '') === tab.path);

export function LinkTabs({ label, tabs }: { label: string; tabs: readonly LinkTab[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <HStack as="nav" aria-label={t(label)} gap="1" borderBottomWidth="1px" overflowX="auto">
      {tabs.map((tab) => (
        <ChakraLink
          key={tab.path}
          asChild
          px="3"
          py="2"
          mb="-1px"
          borderBottomWidth="2px"
          borderBottomColor="transparent"
          color="fg.muted"
          fontWeight="medium"
          textStyle="sm"
          whiteSpace="nowrap"
          _currentPage={{ color: 'fg', borderBottomColor: 'accent.solid' }}
        >
          <Link to={tab.path} aria-current={isCurrent(tab, pathname) ? 'page' : undefined}>
            {t(tab.label)}
          </Link>
        </ChakraLink>
      ))}
    </HStack>
  );
}
