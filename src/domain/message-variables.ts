// Variables in a message (000 §5: "variables need square brackets and must not duplicate system
// variables"). A variable is written [name]. System variables are filled from the contact at send
// time; the spec does not list them, so they are the contact fields of contacts.ts ([fName],
// [lName], [phone], ...). A creative may add its own variables with a value; their names need the
// brackets and must not be a system variable, whatever the case. Decision 17.
import { CONTACT_COLUMNS } from './contacts';

export const variableMessages = {
  brackets: 'Name must be in square brackets, like [promo]',
  system: (name: string) => `Name ${name} is a system variable; use another name`,
  duplicate: (name: string) => `Name ${name} is already defined`,
  unclosed: 'A variable in the message is missing its closing ]',
} as const;

export const SYSTEM_VARIABLES: readonly string[] = CONTACT_COLUMNS.map((c) => `[${c}]`);
const systemKeys = new Set(SYSTEM_VARIABLES.map((v) => v.toLowerCase()));

/** [name]: one pair of brackets around 1-50 characters that are not brackets or braces. */
const VARIABLE = /^\[[^[\]{}|]{1,50}\]$/;

export const isSystemVariable = (name: string) => systemKeys.has(name.trim().toLowerCase());

/** Why a custom variable name is refused, or null when it is fine. `others` are the names before it. */
export function customVariableProblem(name: string, others: readonly string[] = []): string | null {
  const text = name.trim();
  if (!VARIABLE.test(text)) return variableMessages.brackets;
  if (isSystemVariable(text)) return variableMessages.system(text);
  if (others.some((o) => o.trim().toLowerCase() === text.toLowerCase())) return variableMessages.duplicate(text);
  return null;
}

/** The variables a message uses, each once, in order; `unclosed` when a [ has no ]. */
export function messageVariables(message: string): { variables: string[]; unclosed: boolean } {
  const found = message.match(/\[[^[\]\n]{1,50}\]/g) ?? [];
  const stripped = message.replace(/\[[^[\]\n]{1,50}\]/g, '');
  return { variables: [...new Set(found)], unclosed: stripped.includes('[') };
}

/** Variables the message uses that are neither system variables nor among the custom ones. */
export function unknownVariables(message: string, custom: readonly string[]): string[] {
  const customKeys = new Set(custom.map((c) => c.trim().toLowerCase()));
  return messageVariables(message).variables.filter((v) => !isSystemVariable(v) && !customKeys.has(v.toLowerCase()));
}
