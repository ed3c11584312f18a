// Where the user menu sits in the top bar. Chakra's menu (its state machine, positioning and
// portal: ~40 KB gzip) is not what a signed-in page needs to show itself, so until the user
// reaches for the button (pointer over it, focus, touch) it is a plain button that looks the
// same; then the menu's code loads, and a click that came first opens the menu once it is there.
// See docs/decisions/0008-first-load.md.
import { lazy, Suspense, useState } from 'react';
import { UserMenuButton } from './user-menu-button';

const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(async () => ({ default: (await loadUserMenu()).UserMenu }));

interface Props {
  name: string;
  email: string;
  onLogout: () => void;
}

export function UserMenuSlot({ name, email, onLogout }: Props) {
  const [wanted, setWanted] = useState<'no' | 'open'>('no');
  const plainButton = (
    <UserMenuButton
      name={name}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadUserMenu()}
      onFocus={() => void loadUserMenu()}
      onTouchStart={() => void loadUserMenu()}
      onClick={() => setWanted('open')}
      onKeyDown={(e) => {
        if (e.key === 'ArrowDown') setWanted('open');
      }}
    />
  );
  if (wanted === 'no') return plainButton;
  return (
    <Suspense fallback={plainButton}>
      <UserMenu name={name} email={email} onLogout={onLogout} defaultOpen />
    </Suspense>
  );
}
