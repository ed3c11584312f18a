// A bar of links that look like tabs, for an area whose pages each keep their own address
// (responders / templates): links, not ARIA tabs; the current page is marked aria-current.
import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from '@web/i18n';

export type LinkTab = { label: string; path: string };

export function LinkTabs({ label, tabs }: { label: string; tabs: readonly LinkTab[] }) {
  const { t } = useTranslation();
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
          <NavLink to={tab.path} end>
            {t(tab.label)}
          </NavLink>
        </ChakraLink>
      ))}
    </HStack>
  );
}
