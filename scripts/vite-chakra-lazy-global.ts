// Vite plugin: Chakra's createSystem builds the whole global CSS (reset, base styles and the CSS
// variables of ~600 tokens) eagerly, as `system._global`, although only <ChakraProvider> reads it,
// to hand it to emotion. The pages the server sends already carry that CSS (scripts/vite-prerender.ts),
// so the browser would build it at start (~40 ms of main thread on a phone) only for emotion to
// find it in the page. This turns the property into a getter that builds it on first read;
// src/web/app/theme.ts then leaves it unread when the page has it. Nothing else changes: a page
// without the pre-rendered CSS (the dev server, the tests) reads it and gets the same CSS as before.
// If Chakra's code no longer matches, the build stops here rather than silently losing the saving.
// See docs/decisions/0008-first-load.md.
import type { Plugin } from 'vite';

const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED = '    _global,\n';

export function chakraLazyGlobal(): Plugin {
  return {
    name: 'campaign:chakra-lazy-global',
    enforce: 'pre',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      if (!code.includes(EAGER) || !code.includes(RETURNED)) {
        this.error(`${id} no longer builds _global as scripts/vite-chakra-lazy-global.ts expects: update the plugin to the new Chakra version.`);
      }
      return code
        .replace(EAGER, 'let _global;')
        .replace(RETURNED, '    get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n');
    },
  };
}
