// Texts the import dialog picks from tables (field names, separators, counts, refusals) are not
// literal t('...') calls, so the catalogue test cannot find them: each must have its Vietnamese text.
import { describe, expect, it } from 'vitest';
import { IMPORTABLE_FIELDS } from '@domain/contacts';
import { vi } from '@web/i18n/vi';
import { FIELD_LABELS, FIELD_ORDER } from '@web/features/contacts/import/field-labels';
import { SEPARATOR_LABELS } from '@web/features/contacts/import/file-settings';
import { COUNT_LABELS } from '@web/features/contacts/import/import-summary';
import { PROBLEM_TEXTS } from '@web/features/contacts/import/import-request';

describe('import labels', () => {
  it('offers every importable field, Phone first and Link second', () => {
    expect([...FIELD_ORDER].sort()).toEqual([...IMPORTABLE_FIELDS].sort());
    expect(FIELD_ORDER.slice(0, 2)).toEqual(['phone', 'link']);
  });

  it('has a Vietnamese text for every label and refusal', () => {
    const texts = [
      ...Object.values(FIELD_LABELS),
      ...Object.values(SEPARATOR_LABELS),
      ...Object.values(COUNT_LABELS),
      ...Object.values(PROBLEM_TEXTS),
      'Choose files', 'Map columns', 'Uploading files', 'Importing contacts', 'At most {{n}} files per import',
    ];
    expect(texts.filter((text) => !(text in vi))).toEqual([]);
  });
});
