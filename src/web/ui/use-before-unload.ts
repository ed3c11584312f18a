// While `when` holds, closing or reloading the tab gets the browser's own "leave site?" warning
// (000 §2: "the browser warns on unload"). The forms' guard and the responder editor both use it.
import { useEffect } from 'react';

export function useBeforeUnload(when: boolean): void {
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
}
