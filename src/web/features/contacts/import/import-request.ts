// What the sender chose for each file, the checks the dialog makes before anything is uploaded
// (size, separator, Phone mapped in every file) and the ImportRequest it sends once the uploads
// are done. Each refusal names its file, as the server's would.
import {
  MAX_UPLOAD_BYTES,
  contactMessages,
  phoneNotMapped,
  type ColumnMapping,
  type ImportRequest,
  type ImportableField,
  type Separator,
} from '@domain/contacts';
import { FIELD_LABELS } from './field-labels';

/** One chosen file and the sender's choices for it. */
export type ImportFileDraft = {
  fileName: string;
  separator: Separator;
  /** The character when separator is 'other'. */
  otherSeparator: string;
  hasHeader: boolean;
  /** One entry per column of the file. */
  columns: ColumnMapping[];
};

/**
 * A refusal and the file it is about. `text` is the i18n key (the English template) and `params`
 * fill it; problemText() gives the English sentence, the dialog translates with t(text, params).
 */
export type FileProblem = { fileName: string; text: string; params: Record<string, string> };

export function problemText({ text, params }: FileProblem): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}

/** The refusals' templates; phoneNotMapped is the domain's (the server says the same). */
export const PROBLEM_TEXTS = {
  fileTooBig: `{{fileName}}: ${contactMessages.fileTooBig}`,
  phoneNotMapped: phoneNotMapped('{{fileName}}'),
  otherSeparatorMissing: 'Type the separator of {{fileName}}',
  fieldTwice: '{{field}} is mapped twice in {{fileName}}',
  fileEmpty: '{{fileName}} is empty',
  fileNotText: '{{fileName}} is not a CSV or TXT file',
} as const;

/** '{{fileName}}: file size too big' for every file over the upload limit (000 §9: 300 MB). */
export function oversizedFiles(files: readonly { name: string; size: number }[]): FileProblem[] {
  return files
    .filter((f) => f.size > MAX_UPLOAD_BYTES)
    .map((f) => ({ fileName: f.name, text: PROBLEM_TEXTS.fileTooBig, params: { fileName: f.name } }));
}

/**
 * The first reason the drafts cannot be imported yet, or null. Phone must be mapped in every file
 * (Link is optional); a contact field takes one column per file.
 */
export function mappingProblem(drafts: readonly ImportFileDraft[], label: (field: ImportableField) => string = (f) => FIELD_LABELS[f]): FileProblem | null {
  for (const draft of drafts) {
    const { fileName } = draft;
    if (draft.separator === 'other' && draft.otherSeparator.length !== 1) {
      return { fileName, text: PROBLEM_TEXTS.otherSeparatorMissing, params: { fileName } };
    }
    const fields = draft.columns.flatMap((c) => ('field' in c ? [c.field] : []));
    if (!fields.includes('phone')) return { fileName, text: PROBLEM_TEXTS.phoneNotMapped, params: { fileName } };
    const twice = fields.find((f, i) => fields.indexOf(f) !== i);
    if (twice) return { fileName, text: PROBLEM_TEXTS.fieldTwice, params: { field: label(twice), fileName } };
  }
  return null;
}

/** The import call's body: one entry per file, in the order the files were chosen. */
export function buildImportRequest(drafts: readonly ImportFileDraft[], uploadIds: readonly string[]): ImportRequest {
  return {
    files: drafts.map((draft, i) => ({
      uploadId: uploadIds[i],
      separator: draft.separator,
      ...(draft.separator === 'other' ? { otherSeparator: draft.otherSeparator } : {}),
      hasHeader: draft.hasHeader,
      columns: draft.columns.map((c) => ('custom' in c ? { custom: c.custom.trim() } : c)),
    })),
  };
}
