// Import aliases shared by Vite, Vitest and the server runner; tsconfig.json "paths" mirrors them.
import { fileURLToPath } from 'node:url';

const at = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));

export const aliases = {
  '@domain': at('src/domain'),
  '@web': at('src/web'),
  '@server': at('src/server'),
  '@machines': at('machines'),
  '@flows': at('flows'),
  '@tests': at('tests'),
};
