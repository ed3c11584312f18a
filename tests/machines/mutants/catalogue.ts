// What `npm run test:mutants` mutates: every machine exported by machines/*.machine.ts, with its
// mutants and the suite that must kill them (tests/machines/<name>.machine.test.ts). Loaded by the
// runner through vitest, so the machines resolve their imports as the suites do.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { equivalentMutants } from './equivalent-mutants';
import { mutantsOf, type MutantKind } from './mutate';

export interface MachineMutants {
  /** Module name, e.g. 'login.machine'. */
  name: string;
  file: string;
  exportName: string;
  machineId: string;
  /** The suite that runs against each mutant; null when the machine has none. */
  suite: string | null;
  mutants: Array<{ id: string; kind: MutantKind; equivalent: string | null }>;
}

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && '__xstatenode' in value && 'root' in value && 'provide' in value;

export async function machineMutants(root: string): Promise<MachineMutants[]> {
  const found: MachineMutants[] = [];
  for (const entry of readdirSync(join(root, 'machines')).filter((name) => name.endsWith('.machine.ts')).sort()) {
    const file = resolve(root, 'machines', entry);
    const name = entry.replace(/\.ts$/, '');
    const suite = resolve(root, 'tests/machines', `${name}.test.ts`);
    const exports = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    for (const [exportName, machine] of Object.entries(exports)) {
      if (!isMachine(machine)) continue;
      const equivalent = equivalentMutants[machine.id] ?? {};
      const mutants = mutantsOf(machine).map(({ id, kind }) => ({ id, kind, equivalent: equivalent[id] ?? null }));
      const unknown = Object.keys(equivalent).filter((id) => !mutants.some((mutant) => mutant.id === id));
      if (unknown.length) throw new Error(`equivalent-mutants.ts names no mutant of ${machine.id}: ${unknown.join('; ')}`);
      found.push({ name, file, exportName, machineId: machine.id, suite: existsSync(suite) ? suite : null, mutants });
    }
  }
  return found;
}
