// Loads the signed-in user (GET /users/me) into the session store, once per session token however
// many callers ask: the app starts it as soon as it knows a token is stored, in parallel with the
// page's code, and the route guard waits on the same call. The api client loads with it, so a
// signed-out visit never fetches it for this.
import { sessionStore } from './session-store';

let pending: { token: string; done: Promise<void> } | null = null;

export function loadCurrentUser(): Promise<void> {
  const { token, user } = sessionStore.get();
  if (!token || user) return Promise.resolve();
  if (pending?.token === token) return pending.done;
  const done = import('@web/api/auth-api')
    .then(({ getMe }) => getMe())
    .then((me) => {
      // A user answered for a session that has ended since is not this session's user.
      if (sessionStore.get().token === token) sessionStore.setUser(me);
    })
    // A 401 is the transport layer's (it clears the session and reloads); a network error shows
    // its toast. Either way there is nothing more to do here.
    .catch(() => undefined)
    .finally(() => {
      if (pending?.done === done) pending = null;
    });
  pending = { token, done };
  return done;
}
