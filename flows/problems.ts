// The checks' findings (flows/validation.ts makes them): shown on the nodes and in the problems
// panel; any 'error' blocks publish, a 'warning' does not.
export interface Problem {
  severity: 'error' | 'warning';
  /** The node it is about (null: the responder as a whole). */
  nodeId: string | null;
  /** The action within the node, when it is about one. */
  actionId: string | null;
  /** The field, as the inspector labels it, when it is about one. */
  field: string | null;
  message: string;
}

export const blocksPublish = (problems: readonly Problem[]) => problems.some((p) => p.severity === 'error');
