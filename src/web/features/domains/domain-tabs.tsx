// The small tab bar across the Domain pages (000 §2 "/domain, /domain/groups, /domain/inactive"):
// links, so each page keeps its own address. The short-links area's page (/domain/short-links) is
// one of them; the app puts this bar on that page too (features never import each other).
import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from '@web/i18n';

export type DomainTab = { label: string; path: string };

export const DOMAIN_TABS: DomainTab[] = [
  { label: 'Domains', path: '/domain' },
  { label: 'Groups', path: '/domain/groups' },
  { label: 'Inactive', path: '/domain/inactive' },
  { label: 'Short links', path: '/domain/short-links' },
];

export function DomainTabs({ tabs = DOMAIN_TABS }: { tabs?: readonly DomainTab[] }) {
  const { t } = useTranslation();
  return (
    <HStack as="nav" aria-label={t('Domain pages')} gap="1" borderBottomWidth="1px">
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
