// Vitest setup file of `npm run test:mutants`: when the runner names a mutant, the machine module's
// export is turned into that mutant in place, before the suite imports it. Every use of the export
// then sees the mutant: the model-based paths, `.provide()`d copies (rebuilt from its config) and
// the stories. Without a mutant named (a normal test run never names one) nothing happens.
import { inject } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { mutantsOf } from './mutate';

export interface SelectedMutant {
  /** The machine module's absolute path, the same module the suite imports. */
  file: string;
  exportName: string;
  id: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    mutant: SelectedMutant | null;
  }
}

const selected = inject('mutant');
if (selected) {
  const machineModule = (await import(/* @vite-ignore */ selected.file)) as Record<string, AnyStateMachine>;
  const machine = machineModule[selected.exportName];
  const mutant = mutantsOf(machine).find((candidate) => candidate.id === selected.id);
  if (!mutant) throw new Error(`${selected.exportName} has no mutant "${selected.id}"`);
  Object.assign(machine, mutant.build());
}
