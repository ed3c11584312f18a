// The /users page with the admin tools of the user-tools area plugged into its slots: login as user,
// clone and API tokens in each row's menu, the exports in the header. Features never import each other, so the app
// puts them together here. Only a Super-Admin gets the tools (the server refuses anyone else too).
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '@web/session/use-session';
import { CloneUserDialog, ExportsMenu, startLoginAsUser } from '@web/features/user-tools';
import { UsersPage } from '@web/features/users/users-page';
import { AdminTokensDialog } from '@web/features/api-settings/admin-tokens-dialog';

export function UsersArea() {
  const { user: me } = useSession();
  const [cloneFrom, setCloneFrom] = useState<string | null>(null);
  const [tokensOf, setTokensOf] = useState<string | null>(null);
  const [, setParams] = useSearchParams();
  // A clone appears in the list once the page searches again: a new key remounts it.
  const [version, setVersion] = useState(0);
  if (me?.role !== 'Super-Admin') return <UsersPage />;
  return (
    <>
      <UsersPage
        key={version}
        toolbar={<ExportsMenu />}
        moreActions={(user) => [
          { label: 'Login as user', onSelect: () => void startLoginAsUser(user.email).catch(() => undefined) },
          { label: 'Clone', onSelect: () => setCloneFrom(user.email) },
          { label: 'API tokens', onSelect: () => setTokensOf(user.email) },
        ]}
      />
      {tokensOf && <AdminTokensDialog email={tokensOf} open onClose={() => setTokensOf(null)} />}
      {cloneFrom && (
        <CloneUserDialog
          sourceEmail={cloneFrom}
          open
          onClose={() => setCloneFrom(null)}
          onCloned={() => {
            setCloneFrom(null);
            // The whole list, newest first, so the clone heads it (the search lives in the address).
            setParams(new URLSearchParams());
            setVersion((v) => v + 1);
          }}
        />
      )}
    </>
  );
}
