// The colour mode the user chose, kept under the spec's theme key ('light-theme' by default) and
// applied as the 'dark' class on <html>, the condition Chakra v3's semantic tokens follow.
import { useSyncExternalStore } from 'react';

export const THEMES = ['light-theme', 'dark-theme'] as const;
export type Theme = (typeof THEMES)[number];
const THEME_KEY = 'theme';

export function storedTheme(): Theme {
  return localStorage.getItem(THEME_KEY) === 'dark-theme' ? 'dark-theme' : 'light-theme';
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The current theme, re-rendering on change: for parts that must be told (React Flow's canvas). */
export const useTheme = (): Theme => useSyncExternalStore(subscribe, storedTheme, () => 'light-theme');

export function applyTheme(theme: Theme): void {
  localStorage.setItem(THEME_KEY, theme);
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark-theme');
  root.classList.toggle('light', theme !== 'dark-theme');
  root.style.colorScheme = theme === 'dark-theme' ? 'dark' : 'light';
  for (const listener of listeners) listener();
}
