// Messages built from templates ("Email is required field!", "must be at least 8 character(s)!")
// cannot each be a catalogue key, so they are matched here and their parts translated separately.
type T = (key: string) => string;

const patterns: { re: RegExp; key: (m: RegExpMatchArray) => [string, Record<string, string>] }[] = [
  { re: /^(.+) is required field!$/, key: (m) => ['{{field}} is required field!', { field: m[1] }] },
  { re: /^(.*?)\s*must be at least (\d+) character\(s\)!$/, key: (m) => ['{{field}} must be at least {{n}} character(s)!', { field: m[1], n: m[2] }] },
  { re: /^(.*?)\s*must be lesser (\d+) character\(s\)!$/, key: (m) => ['{{field}} must be lesser {{n}} character(s)!', { field: m[1], n: m[2] }] },
  { re: /^(.*?)\s*must be larger than (\S+)$/, key: (m) => ['{{field}} must be larger than {{n}}', { field: m[1], n: m[2] }] },
  { re: /^(.*?)\s*must be equal or larger than (\S+)!$/, key: (m) => ['{{field}} must be equal or larger than {{n}}!', { field: m[1], n: m[2] }] },
  { re: /^(.*?)\s*must be less or equal than (\S+)!$/, key: (m) => ['{{field}} must be less or equal than {{n}}!', { field: m[1], n: m[2] }] },
];

export function translateMessage(message: string, t: T): string {
  const whole = t(message);
  if (whole !== message) return whole;
  for (const { re, key } of patterns) {
    const m = message.match(re);
    if (!m) continue;
    const [template, parts] = key(m);
    let out = t(template);
    for (const [name, value] of Object.entries(parts)) {
      out = out.replace(`{{${name}}}`, name === 'field' ? t(value) : value);
    }
    return out.trim();
  }
  return message;
}
