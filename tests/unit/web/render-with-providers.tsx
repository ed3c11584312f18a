// Renders a component the way the app does: the Chakra system, the app's i18n (English) and a
// router. jsdom lacks a few browser APIs that Chakra (zag-js) and the table virtualiser need, so
// they are stood in for here, once, when a test file imports this fixture.
import type { ReactElement, ReactNode } from 'react';
import { queries, render, type RenderResult } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { MemoryRouter, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { system } from '@web/app/theme';
import { setLanguage } from '@web/i18n';

/** The size jsdom reports for every element: roomy enough for a page, small enough to virtualise. */
export const FAKE_VIEWPORT = { width: 1024, height: 600 };

function installBrowserStandIns(): void {
  if (typeof window === 'undefined') return;
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStandIn {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: ResizeObserverStandIn });
  }
  if (!('IntersectionObserver' in window)) {
    class IntersectionObserverStandIn {
      readonly root = null;
      readonly rootMargin = '';
      readonly thresholds: number[] = [];
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
      takeRecords(): [] {
        return [];
      }
    }
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: IntersectionObserverStandIn });
  }
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }
  window.scrollTo = () => {};
  Element.prototype.scrollTo = function scrollTo(this: Element, options?: ScrollToOptions | number, y?: number) {
    const top = typeof options === 'number' ? y : options?.top;
    if (typeof top === 'number') this.scrollTop = top;
  };
  Element.prototype.scrollIntoView = () => {};
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => FAKE_VIEWPORT.height });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => FAKE_VIEWPORT.width });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => FAKE_VIEWPORT.height });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => FAKE_VIEWPORT.width });
}

installBrowserStandIns();

function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
    </ChakraProvider>
  );
}

export type RenderOptions = {
  /** Where the router starts. */
  initialPath?: string;
  /**
   * Render inside a data router (createMemoryRouter) so hooks such as useBlocker work. `routes`
   * adds sibling routes to navigate to; the component itself is mounted at initialPath.
   */
  dataRouter?: boolean;
  routes?: RouteObject[];
  /** The route's error element, for components that are expected to throw. */
  errorElement?: ReactElement;
};

export type RenderWithProvidersResult = RenderResult & {
  /** The data router, when one was asked for: tests navigate with it. */
  router: ReturnType<typeof createMemoryRouter> | null;
};

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderWithProvidersResult {
  const initialPath = options.initialPath ?? '/';
  void setLanguage('en');
  if (options.dataRouter || options.routes || options.errorElement) {
    const router = createMemoryRouter([{ path: initialPath, element: ui, errorElement: options.errorElement }, ...(options.routes ?? [])], {
      initialEntries: [initialPath],
    });
    const result = render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    return { ...result, router };
  }
  // A wrapper (not a wrapped element) so rerender() keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers>
      <MemoryRouter initialEntries={[initialPath]}>{children}</MemoryRouter>
    </Providers>
  );
  return { ...render<typeof queries>(ui, { wrapper }), router: null };
}
