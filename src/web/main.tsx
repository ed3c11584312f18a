// The web app's entry point.
import './app/zod-jitless';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootstrap } from './app/bootstrap';
import { routerReady } from './app/router';
import { applyTheme, storedTheme } from './ui/color-mode';
import { setLanguage, storedLanguage } from './i18n';

applyTheme(storedTheme());
bootstrap();
// The root component comes in a second step, so that its Chakra system (createSystem: ~600 tokens
// turned into CSS variables, the recipes) is built in a task of its own, after this one: two
// shorter stretches of main-thread work instead of one long one. index.html preloads its code.
const app = import('./app/app');

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// login.html arrives with the page already drawn (a build-time render, inert and aria-hidden: it
// looks right but does nothing yet). React's first render replaces it, so that render waits for the
// route's code: the user sees the page itself next, not a spinner in between. Then the page may be
// used.
const prerendered = root.hasChildNodes();
function TakeOver({ children }: { children: ReactNode }) {
  useEffect(() => {
    root?.removeAttribute('inert');
    root?.removeAttribute('aria-hidden');
  }, []);
  return children;
}

// The stored language's catalogue is loaded before the first render, so no page flashes English
// (if it cannot be loaded, the page shows in English). The first render is a transition: React
// renders in slices and lets the browser answer input in between, instead of holding the main
// thread for the whole page at once.
const language = setLanguage(storedLanguage()).catch(() => undefined);
void Promise.all([app, language, prerendered ? routerReady() : undefined]).then(([{ App }]) =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <TakeOver>
          <App />
        </TakeOver>
      </StrictMode>,
    ),
  ),
);
