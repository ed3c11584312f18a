// The canvas's texts. flows/canvas may not import the web app, so the page passes its translate
// function in (CanvasTextProvider); keys are the English texts, as in the app's catalogue, and their
// Vietnamese lives in src/web/i18n/vi/responder-canvas.ts. Without a provider the canvas speaks
// English with {{placeholders}} filled in, which is what tests and a bare render want.
import { createContext, useContext, type ReactNode } from 'react';

export type CanvasTextParams = Record<string, string | number>;
export type CanvasText = (key: string, params?: CanvasTextParams) => string;

export const englishText: CanvasText = (key, params) =>
  params ? key.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : key;

const CanvasTextContext = createContext<CanvasText>(englishText);

export function CanvasTextProvider({ t, children }: { t: CanvasText; children: ReactNode }) {
  return <CanvasTextContext.Provider value={t}>{children}</CanvasTextContext.Provider>;
}

/** `t(key, params)`: the page's translation, or English. A new `t` (language switch) re-renders. */
export function useCanvasText(): { t: CanvasText } {
  return { t: useContext(CanvasTextContext) };
}
