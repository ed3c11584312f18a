// npm run test:mutants [-- NAME ...]: mutation testing of the machines (docs/testing-machines.md).
// For every machine in machines/ (or those whose module name contains a NAME: `-- login`), each
// single-transition mutant (tests/machines/mutants/mutate.ts) replaces the machine while its suite
// in tests/machines runs; a failing suite kills the mutant. Prints the survivors, per machine and in
// all `FIGURE mutants.killed_pct=NN %`, counting equivalent mutants (equivalent-mutants.ts) out.
// Exits 1 when a non-equivalent mutant survives. One vitest instance runs every suite again and
// again (no new process per mutant); `bail` stops a run at its first failing test.
// MUTANTS_MATCH=<regex> runs only the mutants whose id matches (to check a fix); MUTANTS_SHARD=i/n
// runs every n-th mutant from the i-th (1-based), so n processes can share a machine's mutants.
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createVitest } from 'vitest/node';

const root = resolve(import.meta.dirname, '..');
const filters = process.argv.slice(2);

const vitest = await createVitest(
  'test',
  {
    watch: false,
    bail: 1,
    reporters: [{}],
    // The suites' own setup, then the one that swaps the machine for the mutant.
    setupFiles: ['tests/unit/setup.ts', 'tests/machines/mutants/apply-mutant.ts'],
    include: ['tests/machines/**/*.machine.test.ts'],
  },
  {},
);

/** Runs one suite, with `mutant` in place of its machine; the first failure, or null when it passed. */
async function runSuite(suite, mutant) {
  vitest.provide('mutant', mutant);
  const [specification] = await vitest.getRelevantTestSpecifications([suite]);
  const { testModules, unhandledErrors } = await vitest.runTestSpecifications([specification]);
  if (unhandledErrors.length) return `unhandled error: ${String(unhandledErrors[0]?.message ?? unhandledErrors[0])}`;
  // The answer lists every module this vitest instance ran so far: read only the suite just run.
  for (const module of testModules.filter((candidate) => candidate.moduleId === specification.moduleId)) {
    for (const test of module.children.allTests('failed')) {
      const error = test.result().errors?.[0]?.message ?? '';
      return `${test.fullName}: ${error.split('\n')[0]}`;
    }
    if (!module.ok()) return `${module.moduleId}: ${module.errors()[0]?.message ?? 'failed'}`;
  }
  return null;
}

const { machineMutants } = await vitest.import(resolve(root, 'tests/machines/mutants/catalogue.ts'));
const machines = (await machineMutants(root)).filter((machine) => !filters.length || filters.some((f) => machine.name.includes(f)));
if (!machines.length) {
  console.error(`No machine matches ${filters.join(', ')}`);
  process.exit(2);
}

const match = process.env.MUTANTS_MATCH ? new RegExp(process.env.MUTANTS_MATCH) : null;
const [shard, shards] = (process.env.MUTANTS_SHARD ?? '1/1').split('/').map(Number);
const selected = (id, index) => (!match || match.test(id)) && index % shards === shard - 1;

let killedInAll = 0;
let countedInAll = 0;
let survivorsInAll = 0;
for (const machine of machines) {
  const started = performance.now();
  const counted = machine.mutants.filter((mutant, index) => !mutant.equivalent && selected(mutant.id, index));
  const equivalent = machine.mutants.filter((mutant) => mutant.equivalent).length;
  const runs = counted.length < machine.mutants.length - equivalent ? `, running ${counted.length} of them` : '';
  console.log(`\n${machine.machineId} (${machine.name}.ts): ${machine.mutants.length} mutants, ${equivalent} equivalent${runs}`);
  if (!machine.suite) {
    console.log(`  no suite: tests/machines/${machine.name}.test.ts does not exist, every mutant survives`);
    countedInAll += counted.length;
    survivorsInAll += counted.length;
    continue;
  }
  const baseline = await runSuite(machine.suite, null);
  if (baseline) {
    console.error(`  the suite fails on the real machine, fix it first: ${baseline}`);
    process.exit(2);
  }
  const survivors = [];
  const killedBy = new Map();
  for (const [index, mutant] of counted.entries()) {
    const failure = await runSuite(machine.suite, { file: machine.file, exportName: machine.exportName, id: mutant.id });
    if (failure) killedBy.set(mutant.id, failure);
    else {
      survivors.push(mutant);
      console.log(`  SURVIVED: ${mutant.id}`);
    }
    if ((index + 1) % 25 === 0) process.stderr.write(`  ${index + 1}/${counted.length} run, ${survivors.length} surviving\n`);
  }
  for (const mutant of machine.mutants.filter((m) => m.equivalent)) console.log(`  equivalent: ${mutant.id} (${mutant.equivalent})`);
  if (process.env.MUTANTS_VERBOSE) for (const [id, failure] of killedBy) console.log(`  killed: ${id}\n      by ${failure}`);
  const byKind = ['retarget', 'negate guard', 'drop action'].map((kind) => {
    const ofKind = counted.filter((mutant) => mutant.kind === kind);
    return `${kind} ${ofKind.filter((mutant) => killedBy.has(mutant.id)).length}/${ofKind.length}`;
  });
  const killed = killedBy.size;
  const pct = counted.length ? (100 * killed) / counted.length : 100;
  console.log(`  killed ${killed}/${counted.length} (${byKind.join(', ')}) in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  console.log(`FIGURE mutants.${machine.machineId}.killed_pct=${pct.toFixed(1)} %`);
  killedInAll += killed;
  countedInAll += counted.length;
  survivorsInAll += survivors.length;
}

const pct = countedInAll ? (100 * killedInAll) / countedInAll : 100;
console.log(`\nkilled ${killedInAll} of ${countedInAll} non-equivalent mutants, ${survivorsInAll} survived`);
console.log(`FIGURE mutants.killed_pct=${pct.toFixed(1)} %`);
await vitest.close();
process.exit(survivorsInAll ? 1 : 0);
