// The bar across the Send area (000 §2 "/send ..."): the campaigns and the three content lists
// (Offers / Creatives / Opt-out links). A list's tab stays marked on its detail pages; the
// campaigns tab on the wizard.
import { LinkTabs, type LinkTab } from './link-tabs';

const within = (path: string) => (pathname: string) => pathname === path || pathname.startsWith(`${path}/`);

const TABS: readonly LinkTab[] = [
  { path: '/send', label: 'Campaigns', current: (pathname) => pathname === '/send' || pathname.startsWith('/send/campaign-compose') },
  { path: '/send/offers', label: 'Offers', current: within('/send/offers') },
  { path: '/send/creative-compose', label: 'Creatives', current: within('/send/creative-compose') },
  { path: '/send/optout-link', label: 'Opt-out links', current: within('/send/optout-link') },
];

export function SendTabs() {
  return <LinkTabs label="Send" tabs={TABS} />;
}
