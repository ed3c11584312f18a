// The small tab bar across the Domain pages (000 §2 "/domain, /domain/groups, /domain/inactive"):
// links, so each page keeps its own address. The short-links area's page (/domain/short-links) is
// one of them; the app puts this bar on that page too (features never import each other).
import { LinkTabs, type LinkTab } from '@web/ui';

export type DomainTab = LinkTab;

export const DOMAIN_TABS: DomainTab[] = [
  { label: 'Domains', path: '/domain' },
  { label: 'Groups', path: '/domain/groups' },
  { label: 'Inactive', path: '/domain/inactive' },
  { label: 'Short links', path: '/domain/short-links' },
];

export function DomainTabs({ tabs = DOMAIN_TABS }: { tabs?: readonly DomainTab[] }) {
  return <LinkTabs label="Domain pages" tabs={tabs} />;
}
