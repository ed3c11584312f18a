// The theme registers only the Chakra recipes the app uses (to keep the login route small). A
// Chakra component used without its recipe would render unstyled; this catches it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from '@web/app/theme';

// The responder canvas (flows/canvas) is drawn with the app's system too.
const roots = [join(__dirname, '../../../src/web'), join(__dirname, '../../../flows/canvas')];
// Components styled by another component's recipe.
const RECIPE_OF: Record<string, string> = {
  IconButton: 'button',
  CloseButton: 'button',
  SkeletonText: 'skeleton',
  SkeletonCircle: 'skeleton',
  Toaster: 'toast',
  InputGroup: 'inputAddon',
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

function chakraComponents(): Set<string> {
  const names = new Set<string>();
  for (const file of roots.flatMap(files)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import \{([^}]+)\} from '@chakra-ui\/react'/g)) {
      for (const part of match[1].split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
        if (/^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

describe('theme recipes', () => {
  it('registers the recipe of every Chakra component the app uses', () => {
    const missing: string[] = [];
    for (const name of chakraComponents()) {
      const key = RECIPE_OF[name] ?? name[0].toLowerCase() + name.slice(1);
      const needsRecipe = defaultSystem.isRecipe(key) || defaultSystem.isSlotRecipe(key);
      if (needsRecipe && !system.isRecipe(key) && !system.isSlotRecipe(key)) missing.push(`${name} (${key})`);
    }
    expect(missing).toEqual([]);
  });
});
