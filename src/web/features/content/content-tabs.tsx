// The bar across the three content lists (Offers / Creatives / Opt-out links). Each is its own
// route, so these are links (the current one marked aria-current), not ARIA tabs.
import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '@web/i18n';

const TABS = [
  { path: '/send/offers', label: 'Offers' },
  { path: '/send/creative-compose', label: 'Creatives' },
  { path: '/send/optout-link', label: 'Opt-out links' },
] as const;

export function ContentTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <HStack as="nav" aria-label={t('Content')} gap="1" borderBottomWidth="1px" mb="4" overflowX="auto">
      {TABS.map((tab) => {
        const current = pathname === tab.path || pathname.startsWith(`${tab.path}/`);
        return (
          <ChakraLink
            key={tab.path}
            asChild
            px="3"
            py="2"
            mb="-1px"
            borderBottomWidth="2px"
            borderBottomColor={current ? 'accent.solid' : 'transparent'}
            color={current ? 'fg' : 'fg.muted'}
            fontWeight="medium"
            textDecoration="none"
            whiteSpace="nowrap"
            focusVisibleRing="inside"
          >
            <Link to={tab.path} aria-current={current ? 'page' : undefined}>
              {t(tab.label)}
            </Link>
          </ChakraLink>
        );
      })}
    </HStack>
  );
}
