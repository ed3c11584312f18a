// A chosen file as the dialog holds it: its head read once, the guesses (separator, header row,
// column mapping) made from it, and the preview parsed again whenever the sender changes the
// separator or the header choice. Such a change guesses the mapping again, since the columns
// themselves change; a mapping the sender picked by hand is kept otherwise. A change shows at once
// (withChoices) and the parse follows (reparse); parsedWith tells a parse that is out of date.
import type { ColumnMapping } from '@domain/contacts';
import { firstLine, parsePreview, previewFromRows, readFileHead, type FilePreview, type HeadProblem } from './file-preview';
import { PROBLEM_TEXTS, type FileProblem, type ImportFileDraft } from './import-request';
import { guessHasHeader, guessMapping } from './mapping-guess';
import { guessSeparator, separatorChar, type SeparatorChoice } from './separator-guess';

export type ParseChoices = Pick<ImportFileDraft, 'separator' | 'otherSeparator' | 'hasHeader'>;

export type ChosenFile = {
  /** Stable key while the file is listed. */
  id: string;
  file: File;
  /** The file's head as text (what the preview is parsed from). */
  head: string;
  /** The file cannot be imported at all: it is empty or not text. */
  problem: FileProblem | null;
  draft: ImportFileDraft;
  preview: FilePreview;
  /** The choices the preview and the guessed mapping were made with; they lag draft until reparse(). */
  parsedWith: ParseChoices;
};

export type FileChoices = Partial<ParseChoices>;

const EMPTY_PREVIEW: FilePreview = { rows: [], columns: [] };

function headProblem(problem: HeadProblem | null, fileName: string): FileProblem | null {
  if (problem === 'empty') return { fileName, text: PROBLEM_TEXTS.fileEmpty, params: { fileName } };
  if (problem === 'binary') return { fileName, text: PROBLEM_TEXTS.fileNotText, params: { fileName } };
  return null;
}

async function previewOf(head: string, choice: SeparatorChoice, hasHeader: boolean): Promise<FilePreview> {
  const char = separatorChar(choice);
  if (char === null || head === '') return EMPTY_PREVIEW;
  return parsePreview(head, char, hasHeader);
}

const choicesOf = ({ separator, otherSeparator, hasHeader }: ParseChoices): ParseChoices => ({ separator, otherSeparator, hasHeader });

export function sameChoices(a: ParseChoices, b: ParseChoices): boolean {
  return a.separator === b.separator && a.otherSeparator === b.otherSeparator && a.hasHeader === b.hasHeader;
}

export async function prepareFile(file: File, id: string): Promise<ChosenFile> {
  const head = await readFileHead(file);
  const choice = guessSeparator(firstLine(head.text));
  const raw = await previewOf(head.text, choice, false);
  const hasHeader = raw.rows.length > 0 ? guessHasHeader(raw.rows[0]) : true;
  const preview = hasHeader ? previewFromRows(raw.rows, true) : raw;
  const draft: ImportFileDraft = { fileName: file.name, ...choice, hasHeader, columns: guessMapping(preview.columns, hasHeader) };
  return { id, file, head: head.text, problem: headProblem(head.problem, file.name), draft, preview, parsedWith: choicesOf(draft) };
}

/** The sender changed the separator or the header choice: shown at once, parsed by reparse(). */
export function withChoices(chosen: ChosenFile, changes: FileChoices): ChosenFile {
  return { ...chosen, draft: { ...chosen.draft, ...changes } };
}

/** Whether the preview and mapping still belong to older choices. */
export const needsParse = (chosen: ChosenFile) => !sameChoices(chosen.parsedWith, chosen.draft);

/** The file parsed again with its current choices, and its mapping guessed again (the columns changed). */
export async function reparse(chosen: ChosenFile): Promise<ChosenFile> {
  const { draft } = chosen;
  const preview = await previewOf(chosen.head, draft, draft.hasHeader);
  return { ...chosen, draft: { ...draft, columns: guessMapping(preview.columns, draft.hasHeader) }, preview, parsedWith: choicesOf(draft) };
}

/** The file with one column mapped anew by the sender. */
export function withColumn(chosen: ChosenFile, index: number, mapping: ColumnMapping): ChosenFile {
  const columns = chosen.draft.columns.map((c, i) => (i === index ? mapping : c));
  return { ...chosen, draft: { ...chosen.draft, columns } };
}
