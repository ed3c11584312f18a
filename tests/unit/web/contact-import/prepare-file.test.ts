// A chosen file read the way the dialog reads it: only its head, the guesses made from it, and a
// new parse when the sender changes the separator or the header choice.
import { describe, expect, it } from 'vitest';
import { PREVIEW_BYTES, headText, readFileHead } from '@web/features/contacts/import/file-preview';
import { needsParse, prepareFile, reparse, withChoices, withColumn } from '@web/features/contacts/import/prepare-file';

const csv = (text: string, name = 'leads.csv') => new File([text], name, { type: 'text/csv' });

describe('prepareFile', () => {
  it('guesses separator, header and mapping of a messy file (BOM, CRLF, quotes, blank lines)', async () => {
    const chosen = await prepareFile(
      csv('\uFEFFPhone;First Name;Notes\r\n2025550143;Ann;"likes; semicolons"\r\n\r\n+1 202 555 0199;Bob;"two\nlines"\r\n'),
      'f1',
    );
    expect(chosen.problem).toBeNull();
    expect(chosen.draft).toMatchObject({ fileName: 'leads.csv', separator: 'semicolon', hasHeader: true });
    expect(chosen.draft.columns).toEqual([{ field: 'phone' }, { field: 'fName' }, { custom: 'Notes' }]);
    expect(chosen.preview.columns[2].samples).toEqual(['likes; semicolons', 'two\nlines']);
  });

  it('reads a file that starts with data as having no header', async () => {
    const chosen = await prepareFile(csv('2025550143,Ann\n2025550199,Bob\n'), 'f2');
    expect(chosen.draft.hasHeader).toBe(false);
    expect(chosen.draft.columns).toEqual([{ field: 'phone' }, { custom: 'Column 2' }]);
  });

  it('names an empty file and a binary file', async () => {
    expect((await prepareFile(csv('\n\n', 'empty.csv'), 'e')).problem?.params).toEqual({ fileName: 'empty.csv' });
    expect((await prepareFile(new File([new Uint8Array([0x50, 0x4b, 0, 3])], 'x.zip'), 'b')).problem?.text).toBe('{{fileName}} is not a CSV or TXT file');
  });

  it('parses again when the sender changes the separator or the header', async () => {
    const chosen = await prepareFile(csv('phone,name\n2025550143,Ann\n'), 'f3');
    const changed = withChoices(chosen, { separator: 'semicolon' });
    expect(needsParse(changed)).toBe(true);
    const semicolon = await reparse(changed);
    expect(needsParse(semicolon)).toBe(false);
    expect(semicolon.preview.columns).toHaveLength(1);
    expect(semicolon.draft.columns).toEqual([{ custom: 'phone,name' }]);
    const noHeader = await reparse(withChoices(chosen, { hasHeader: false }));
    expect(noHeader.preview.columns[0].samples).toEqual(['phone', '2025550143']);
    expect(withColumn(chosen, 1, { skip: true }).draft.columns).toEqual([{ field: 'phone' }, { skip: true }]);
  });
});

describe('the file head', () => {
  it('reads at most PREVIEW_BYTES of a big file and drops its cut last line', async () => {
    const row = '2025550143,Ann,Smith\n';
    const big = csv('phone,first,last\n' + row.repeat(Math.ceil((PREVIEW_BYTES * 3) / row.length)));
    const head = await readFileHead(big);
    expect(head.text.length).toBeLessThanOrEqual(PREVIEW_BYTES);
    expect(head.text.endsWith('\n')).toBe(true);
    expect(head.text.split('\n').slice(1, -1).every((line) => line === row.trim())).toBe(true);
  });

  it('keeps the whole text of a file that fits', () => {
    expect(headText('\uFEFFa,b\n1,2', false)).toEqual({ text: 'a,b\n1,2', problem: null });
  });
});
