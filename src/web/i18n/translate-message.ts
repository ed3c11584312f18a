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
  // Messages that name a domain, a file or a tag (domains, media, content, the audio builder).
  { re: /^Domains: (\S+) is incorrect format!$/, key: (m) => ['Domains: {{name}} is incorrect format!', { name: m[1] }] },
  { re: /^Domains: (\S+) must not contain accents$/, key: (m) => ['Domains: {{name}} must not contain accents', { name: m[1] }] },
  { re: /^Domains: (\S+) is duplicated$/, key: (m) => ['Domains: {{name}} is duplicated', { name: m[1] }] },
  { re: /^Domains: (\S+) is not available$/, key: (m) => ['Domains: {{name}} is not available', { name: m[1] }] },
  { re: /^Domain (\S+) is incorrect format!$/, key: (m) => ['Domain {{name}} is incorrect format!', { name: m[1] }] },
  { re: /^(\S+) was bought$/, key: (m) => ['{{name}} was bought', { name: m[1] }] },
  { re: /^(\S+) is not available$/, key: (m) => ['{{name}} is not available', { name: m[1] }] },
  { re: /^(\S+) is verified$/, key: (m) => ['{{name}} is verified', { name: m[1] }] },
  { re: /^(\S+) is not set up yet$/, key: (m) => ['{{name}} is not set up yet', { name: m[1] }] },
  { re: /^(\d+) domain\(s\) released$/, key: (m) => ['{{count}} domain(s) released', { count: m[1] }] },
  { re: /^(\d+) domain\(s\) were added to (.+)$/, key: (m) => ['{{count}} domain(s) were added to {{group}}', { count: m[1], group: m[2] }] },
  { re: /^(\d+) of (\d+) domains were added to (.+)$/, key: (m) => ['{{count}} of {{total}} domains were added to {{group}}', { count: m[1], total: m[2], group: m[3] }] },
  { re: /^(.+) could not be read as audio or image; it may be damaged$/, key: (m) => ['{{name}} could not be read as audio or image; it may be damaged', { name: m[1] }] },
  { re: /^([^:]+\.\w+) is empty$/, key: (m) => ['{{name}} is empty', { name: m[1] }] },
  { re: /^(.+) is used by (.+); remove it there first$/, key: (m) => ['{{name}} is used by {{by}}; remove it there first', { name: m[1], by: m[2] }] },
  { re: /^Not enough storage for (.+): (\S+ MB) of your (\S+ MB) is left\. Delete files on the Storage page to make room\.$/, key: (m) => ['Not enough storage for {{name}}: {{left}} of your {{quota}} is left. Delete files on the Storage page to make room.', { name: m[1], left: m[2], quota: m[3] }] },
  { re: /^Emails must be valid emails separated by commas: (.+) is not one$/, key: (m) => ['Emails must be valid emails separated by commas: {{email}} is not one', { email: m[1] }] },
  { re: /^Tags: (.+) is used twice$/, key: (m) => ['Tags: {{tag}} is used twice', { tag: m[1] }] },
  // Responders: what publish answers, the steps undo names, what the checks find.
  { re: /^Published: revision (\d+) kept$/, key: (m) => ['Published: revision {{n}} kept', { n: m[1] }] },
  { re: /^Restore revision (\d+)$/, key: (m) => ['Restore revision {{n}}', { n: m[1] }] },
  { re: /^Delete (\d+) nodes?$/, key: (m) => ['Delete {{count}} node(s)', { count: m[1] }] },
  { re: /^Paste (\d+) items?$/, key: (m) => ['Paste {{count}} item(s)', { count: m[1] }] },
  { re: /^Id (\S+) is used twice$/, key: (m) => ['Id {{id}} is used twice', { id: m[1] }] },
  { re: /^Knowledge base files: (.+) is over 2 MB; each file may be at most 2 MB$/, key: (m) => ['Knowledge base files: {{name}} is over 2 MB; each file may be at most 2 MB', { name: m[1] }] },
  { re: /^Knowledge base files: (.+) is empty$/, key: (m) => ['Knowledge base files: {{name}} is empty', { name: m[1] }] },
  { re: /^This AI assistant setting is used by the responder (.+); change it there first$/, key: (m) => ['This AI assistant setting is used by the responder {{name}}; change it there first', { name: m[1] }] },
  // The campaign compose's rules (src/domain/campaign-compose/messages.ts): ids, names and numbers kept.
  { re: /^(.+?) (\d+) is not one of your .+$/, key: (m) => ['{{field}} {{id}} is not one of yours', { field: m[1], id: m[2] }] },
  { re: /^Contact group (.+) must be scrubbed before sending: it was not scrubbed in the last month$/, key: (m) => ['Contact group {{name}} must be scrubbed before sending: it was not scrubbed in the last month', { name: m[1] }] },
  { re: /^Route (\d+) does not send this way$/, key: (m) => ['Route {{id}} does not send this way', { id: m[1] }] },
  { re: /^Route (\d+) does not send (\S+)$/, key: (m) => ['Route {{id}} does not send {{type}}', { id: m[1], type: m[2] }] },
  { re: /^ANI (\S+) must start with \+ and hold 6 to 15 digits$/, key: (m) => ['ANI {{phone}} must start with + and hold 6 to 15 digits', { phone: m[1] }] },
  { re: /^Seed number (\S+) must start with \+ and hold 6 to 15 digits$/, key: (m) => ['Seed number {{phone}} must start with + and hold 6 to 15 digits', { phone: m[1] }] },
  { re: /^Creative (.+) is not approved for the campaign on this route$/, key: (m) => ['Creative {{title}} is not approved for the campaign on this route', { title: m[1] }] },
  { re: /^Creative (.+) is not approved for (\S+) on this route$/, key: (m) => ['Creative {{title}} is not approved for {{country}} on this route', { title: m[1], country: m[2] }] },
  { re: /^Number of attachments must be an integer from 1 to (\d+)$/, key: (m) => ['Number of attachments must be an integer from 1 to {{max}}', { max: m[1] }] },
  { re: /^Audio (.+) is over 60 s: too long for voicemail$/, key: (m) => ['Audio {{name}} is over 60 s: too long for voicemail', { name: m[1] }] },
  { re: /^Variable (.+) is a system variable; use another name$/, key: (m) => ['Variable {{name}} is a system variable; use another name', { name: m[1] }] },
  { re: /^Variable (.+) is already defined$/, key: (m) => ['Variable {{name}} is already defined', { name: m[1] }] },
  { re: /^Test size must be an integer larger than 99 and smaller than the target \((\d+)\)$/, key: (m) => ['Test size must be an integer larger than 99 and smaller than the target ({{total}})', { total: m[1] }] },
  { re: /^(.+) must be an integer from 0 to 99$/, key: (m) => ['{{field}} must be an integer from 0 to 99', { field: m[1] }] },
  { re: /^(.*?)\s*must be number type!$/, key: (m) => ['{{field}} must be number type!', { field: m[1] }] },
  { re: /^(.+) must start with \+ and hold 6 to 15 digits$/, key: (m) => ['{{field}} must start with + and hold 6 to 15 digits', { field: m[1] }] },
];

export function translateMessage(message: string, t: T): string {
  const whole = t(message);
  if (whole !== message) return whole;
  for (const { re, key } of patterns) {
    const m = message.match(re);
    if (!m) continue;
    const [template, parts] = key(m);
    let out = t(template);
    // No translation (English): the message reads exactly as sent, not as the template words it.
    if (out === template) return message;
    for (const [name, value] of Object.entries(parts)) {
      out = out.replace(`{{${name}}}`, name === 'field' ? t(value) : value);
    }
    return out.trim();
  }
  return message;
}
