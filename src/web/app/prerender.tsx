// Build time only (scripts/vite-prerender.ts runs it in Node, never the browser): the app's first
// paint as static HTML, so a visit shows something before the JavaScript has loaded and run.
// - globalStyles: the Chakra system's global CSS (reset, tokens, base) as the <style> tags emotion
//   writes when it renders on a server. In index.html, emotion in the browser finds them and skips
//   building and inserting that CSS again.
// - loginPage, loginStyles: /login as a first-time visitor sees it (English, light theme, empty
//   form) and the styles it uses. The server sends it for /login; main.tsx keeps it on screen,
//   inert, until React's first render replaces it with the same page.
// See docs/decisions/0008-first-load.md.
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { LoginPage } from '@web/features/auth/login-page';
import { system } from './theme';

/** A first visit's storage: nothing stored (no theme, language or session), as in a fresh browser. */
function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const EMOTION_STYLE = /<style data-emotion="([^"]*)">[\s\S]*?<\/style>/g;

interface Rendered {
  /** Emotion's <style> tags, in order: global CSS first (`css-global …`), then the page's classes. */
  globalStyles: string;
  pageStyles: string;
  markup: string;
}

/**
 * The page inside the app's Chakra provider, as a first-time visitor's browser would render it.
 * Emotion's server output interleaves its <style> tags with the markup; they are lifted out to go
 * in <head>, so the page paints whole, styles first, rather than a half-parsed body whose centred
 * card then grows (a layout shift). Emotion in the browser finds them wherever they are.
 */
function render(page: ReactNode): Rendered {
  const nodeStorage = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(globalThis, 'localStorage', { value: emptyStorage(), configurable: true, writable: true });
  try {
    const html = renderToStaticMarkup(<ChakraProvider value={system}>{page}</ChakraProvider>);
    const styles = [...html.matchAll(EMOTION_STYLE)];
    return {
      globalStyles: styles.filter((m) => m[1].startsWith('css-global ')).map((m) => m[0]).join(''),
      pageStyles: styles.filter((m) => !m[1].startsWith('css-global ')).map((m) => m[0]).join(''),
      markup: html.replace(EMOTION_STYLE, ''),
    };
  } finally {
    if (nodeStorage) Object.defineProperty(globalThis, 'localStorage', nodeStorage);
    else Reflect.deleteProperty(globalThis, 'localStorage');
  }
}

export const globalStyles = render(null).globalStyles;

const login = render(
  <MemoryRouter initialEntries={['/login']}>
    <LoginPage />
  </MemoryRouter>,
);
export const loginStyles = login.pageStyles;
export const loginPage = login.markup;
