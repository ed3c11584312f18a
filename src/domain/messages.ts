// The spec's shared validation messages (000 §5), in one place so forms and the server say the same
// words. Field-free messages are suffixes: the UI shows them under the field they belong to, and the
// server prefixes the field's label when it answers 400, so a message always names its field.
export const messages = {
  required: (field: string) => `${field} is required field!`,
  numberType: 'must be number type!',
  incorrectFormat: 'is incorrect format!',
  minChars: (n: number) => `must be at least ${n} character(s)!`,
  maxChars: (n: number) => `must be lesser ${n} character(s)!`,
  integer: 'must be integer number!',
  largerThan: (n: number) => `must be larger than ${n}`,
  atLeast: (n: number) => `must be equal or larger than ${n}!`,
  atMost: (n: number) => `must be less or equal than ${n}!`,
  // Generic failure texts from the error catalogue (001 §8).
  canNotProcess: 'Can not process',
  somethingWentWrong: 'Something went wrong!',
  contactUs: 'Something went wrong! Please Contact us!',
  network: 'FAIL, Please check network again',
} as const;

/** Prefix a field-free message with its field label: "Title must be lesser 200 character(s)!". */
export function withField(label: string, message: string): string {
  if (message.startsWith(label)) return message;
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}
