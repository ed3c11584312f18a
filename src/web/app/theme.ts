// The one Chakra system: default tokens plus the product's accent. Colour mode is the 'dark'
// class on <html> (Chakra v3's condition), stored as the spec's theme key: 'light-theme' by default.
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  globalCss: {
    'html, body, #root': { height: '100%' },
    body: { bg: 'bg', color: 'fg' },
  },
  theme: {
    semanticTokens: {
      colors: {
        // The accent every page uses for primary actions and the active menu entry.
        accent: {
          solid: { value: { _light: '{colors.teal.600}', _dark: '{colors.teal.400}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.gray.950}' } },
          fg: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.300}' } },
          muted: { value: { _light: '{colors.teal.100}', _dark: '{colors.teal.900}' } },
          subtle: { value: { _light: '{colors.teal.50}', _dark: '{colors.teal.950}' } },
          emphasized: { value: { _light: '{colors.teal.200}', _dark: '{colors.teal.800}' } },
          focusRing: { value: { _light: '{colors.teal.600}', _dark: '{colors.teal.400}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);

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
