// The colour mode the user chose, kept under the spec's theme key ('light-theme' by default) and
// applied as the 'dark' class on <html>, the condition Chakra v3's semantic tokens follow.
export const THEMES = ['light-theme', 'dark-theme'] as const;
export type Theme = (typeof THEMES)[number];
const THEME_KEY = 'theme';

export function storedTheme(): Theme {
  return localStorage.getItem(THEME_KEY) === 'dark-theme' ? 'dark-theme' : 'light-theme';
}

export function applyTheme(theme: Theme): void {
  localStorage.setItem(THEME_KEY, theme);
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark-theme');
  root.classList.toggle('light', theme !== 'dark-theme');
  root.style.colorScheme = theme === 'dark-theme' ? 'dark' : 'light';
}
