// Login as user on the browser's side (000 §6; decision 40). The Super-Admin's own token is kept
// aside in localStorage (ROOT_TOKEN_KEY) while the tab runs on the user's new session; going back
// puts it back. Both switches write TOKEN_KEY and reload, so other tabs follow through the storage
// event bootstrap.ts already listens to ("A logout or login-as-user in another tab reloads a
// hidden tab", 000 §4). The server never turns an impersonated session into an admin one: holding
// the user's token gives the user's rights and nothing more.
import type { CurrentUser } from '@domain/user';
import { clickTracking } from './click-tracking';
import { ROOT_TOKEN_KEY, sessionStore, TOKEN_KEY } from './session-store';

export function storedRootToken(): string | null {
  return localStorage.getItem(ROOT_TOKEN_KEY);
}

/** Switches this browser to the user's session (the admin's kept aside) and opens the homepage as the user. */
export async function enterUserSession(userToken: string): Promise<void> {
  const current = sessionStore.get().token;
  // Logged in as someone already (an admin as another admin, then as a user): the first root stays.
  if (current && !storedRootToken()) localStorage.setItem(ROOT_TOKEN_KEY, current);
  // The last clicks go out under the session they were made in.
  await clickTracking.stop();
  localStorage.setItem(TOKEN_KEY, userToken);
  window.location.assign('/');
}

/** Puts the admin's own token back (the user's session was ended by the caller) and opens the homepage as the admin. */
export async function returnToRootSession(): Promise<void> {
  const root = storedRootToken();
  localStorage.removeItem(ROOT_TOKEN_KEY);
  await clickTracking.stop();
  if (root) localStorage.setItem(TOKEN_KEY, root);
  else localStorage.removeItem(TOKEN_KEY);
  window.location.assign(root ? '/' : '/login');
}

/**
 * The spec's logout rule (000 §6): the cached user is cleared when the logged-out user is the root,
 * a Super-Admin, or no root is stored. Otherwise logging out of an impersonated session goes back
 * to the root's own account.
 */
export function logoutReturnsToRoot(user: CurrentUser | null): boolean {
  if (!user?.rootUser || storedRootToken() === null) return false;
  return user.id !== user.rootUser.id && user.role !== 'Super-Admin';
}
