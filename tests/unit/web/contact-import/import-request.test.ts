// The checks the import dialog makes before uploading (size, Phone mapped in every file) and the
// request it sends: each refusal names its file, as the spec's messages do.
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, contactMessages, importRequestSchema, phoneNotMapped } from '@domain/contacts';
import {
  buildImportRequest,
  mappingProblem,
  oversizedFiles,
  problemText,
  type ImportFileDraft,
} from '@web/features/contacts/import/import-request';

const draft = (over: Partial<ImportFileDraft> = {}): ImportFileDraft => ({
  fileName: 'leads.csv',
  separator: 'comma',
  otherSeparator: '',
  hasHeader: true,
  columns: [{ field: 'phone' }, { field: 'fName' }, { custom: 'Notes ' }, { skip: true }],
  ...over,
});
const UPLOAD_A = '0f8fad5b-d9cb-469f-a165-70867728950e';
const UPLOAD_B = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('oversizedFiles', () => {
  it('refuses every file over 300 MB with "file size too big", naming it', () => {
    const problems = oversizedFiles([
      { name: 'small.csv', size: 1024 },
      { name: 'huge.csv', size: MAX_UPLOAD_BYTES + 1 },
      { name: 'exact.csv', size: MAX_UPLOAD_BYTES },
    ]);
    expect(problems.map(problemText)).toEqual([`huge.csv: ${contactMessages.fileTooBig}`]);
  });
});

describe('mappingProblem', () => {
  it('accepts files with Phone mapped and Link left out', () => {
    expect(mappingProblem([draft(), draft({ fileName: 'more.txt' })])).toBeNull();
  });

  it('refuses a file without Phone with the domain message naming that file', () => {
    const problem = mappingProblem([draft(), draft({ fileName: 'no-phone.csv', columns: [{ field: 'email' }, { field: 'link' }] })]);
    expect(problem?.fileName).toBe('no-phone.csv');
    expect(problemText(problem!)).toBe(phoneNotMapped('no-phone.csv'));
  });

  it('refuses "other" without its character and a field mapped twice', () => {
    expect(problemText(mappingProblem([draft({ separator: 'other' })])!)).toBe('Type the separator of leads.csv');
    const twice = mappingProblem([draft({ columns: [{ field: 'phone' }, { field: 'email' }, { field: 'email' }] })]);
    expect(problemText(twice!)).toBe('Email is mapped twice in leads.csv');
  });
});

describe('buildImportRequest', () => {
  it('sends one entry per file with its upload id, separator, header flag and one mapping per column', () => {
    const request = buildImportRequest(
      [draft(), draft({ fileName: 'b.txt', separator: 'other', otherSeparator: '|', hasHeader: false, columns: [{ custom: 'Column 1' }, { field: 'phone' }] })],
      [UPLOAD_A, UPLOAD_B],
    );
    expect(request).toEqual({
      files: [
        { uploadId: UPLOAD_A, separator: 'comma', hasHeader: true, columns: [{ field: 'phone' }, { field: 'fName' }, { custom: 'Notes' }, { skip: true }] },
        { uploadId: UPLOAD_B, separator: 'other', otherSeparator: '|', hasHeader: false, columns: [{ custom: 'Column 1' }, { field: 'phone' }] },
      ],
    });
    expect(importRequestSchema.safeParse(request).success).toBe(true);
  });
});
