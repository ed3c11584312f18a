// The login machine as the login page sees it. Its code (login-process.ts: xstate, the zod schemas,
// the api client) loads once the page has painted; until the actor runs there is no snapshot and
// the page shows the machine's initial state, which is all there is before the user acts. An event
// sent meanwhile waits for the actor. If that code cannot be loaded, the route's error page says
// so, as it does when the page's own code cannot be loaded.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { LoginEvent } from '@machines/login.machine';
import type { LoginActor } from './login-process';

export const loadLoginProcess = () => import('./login-process');

export function useLoginProcess() {
  const [actor, setActor] = useState<LoginActor | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const ready = useRef<Promise<LoginActor | null>>(Promise.resolve(null));

  useEffect(() => {
    let active = true;
    let started: LoginActor | null = null;
    ready.current = loadLoginProcess().then(
      ({ startLoginActor }) => {
        if (!active) return null;
        started = startLoginActor();
        setActor(started);
        return started;
      },
      (error: unknown) => {
        if (active) setFailure(error);
        return null;
      },
    );
    return () => {
      active = false;
      started?.stop();
    };
  }, []);

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => undefined;
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const current = () => actor?.getSnapshot() ?? null;
  const snapshot = useSyncExternalStore(subscribe, current, current);
  const send = useCallback((event: LoginEvent) => void ready.current.then((running) => running?.send(event)), []);
  if (failure !== null) throw failure;
  return { snapshot, send };
}
