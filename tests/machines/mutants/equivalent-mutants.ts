// Mutants no test can kill because the mutated machine behaves exactly as the real one, each with
// the reason, by machine id and mutant id (as `npm run test:mutants` prints them). The tester owns
// this list: a survivor belongs here only with an argument that no user could ever tell the
// difference; otherwise it is a missing expectation.
export const equivalentMutants: Readonly<Record<string, Readonly<Record<string, string>>>> = {};
