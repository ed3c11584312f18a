// The bar across the Send area (000 §2 "/send ..."): the campaigns and the three content lists
// (Offers / Creatives / Opt-out links). Each is its own route, so these are links (the current one
// marked aria-current), not ARIA tabs. A list's tab stays marked on its detail pages; the
// campaigns tab on the wizard.
import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '@web/i18n';

const TABS = [
  { path: '/send', label: 'Campaigns', also: '/send/campaign-compose' },
  { path: '/send/offers', label: 'Offers' },
  { path: '/send/creative-compose', label: 'Creatives' },
  { path: '/send/optout-link', label: 'Opt-out links' },
] as const satisfies readonly { path: string; label: string; also?: string }[];

const isCurrent = (pathname: string, tab: (typeof TABS)[number]) =>
  'also' in tab ? pathname === tab.path || pathname.startsWith(tab.also) : pathname === tab.path || pathname.startsWith(`${tab.path}/`);

export function SendTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <HStack as="nav" aria-label={t('Send')} gap="1" borderBottomWidth="1px" mb="4" overflowX="auto">
      {TABS.map((tab) => {
        const current = isCurrent(pathname, tab);
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
