// The one Chakra system: Chakra's default tokens, only the recipes of the components the app uses
// (all of them would add ~20 KB gzip to the login route; see docs/decisions/0006-chakra-recipes.md)
// plus the product's accent. Colour mode is the 'dark' class on <html> (Chakra v3's condition),
// stored as the spec's theme key: 'light-theme' by default.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles, breakpoints as chakraBreakpoints, cssVarsPrefix, cssVarsRoot, globalCss, keyframes, layerStyles,
  semanticTokens, textStyles, tokens,
} from '@chakra-ui/react/theme';
import { recipes, slotRecipes } from './theme-recipes';

// Chakra's own theme minus its full recipe set: the recipes come from theme-recipes.ts.
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: { breakpoints: chakraBreakpoints, keyframes, tokens, semanticTokens, textStyles, layerStyles, animationStyles, recipes, slotRecipes },
});

const config = defineConfig({
  globalCss: {
    'html, body, #root': { height: '100%' },
    body: { bg: 'bg', color: 'fg' },
  },
  theme: {
    // The spec's breakpoints (000 §9): mobile up to 1024 px, tablet 1025-1366, desktop above.
    // Chakra's are min-widths, so "lg" starts the tablet and "xl" the desktop.
    breakpoints: { sm: '480px', md: '768px', lg: '1025px', xl: '1367px', '2xl': '1536px' },
    semanticTokens: {
      colors: {
        // Chakra's teal.solid (teal.600) under white text is 3.7:1, below WCAG AA's 4.5:1: one step
        // darker passes in both themes. Buttons use colorPalette="teal".
        teal: {
          solid: { value: '{colors.teal.700}' },
          focusRing: { value: '{colors.teal.700}' },
        },
        // The accent every page uses for primary actions and the active menu entry.
        accent: {
          solid: { value: '{colors.teal.700}' },
          contrast: { value: 'white' },
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

export const system = createSystem(defaultBaseConfig, chakraTheme, config);

// The pages the server sends carry the system's global CSS already (emotion's `css-global` style
// tags, written at build time by scripts/vite-prerender.ts). Left empty, the provider does not
// build it again (scripts/vite-chakra-lazy-global.ts) only for emotion to find it in the page.
if (typeof document !== 'undefined' && document.querySelector('style[data-emotion^="css-global "]')) {
  Object.defineProperty(system, '_global', { value: [] });
}
