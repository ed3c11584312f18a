// The kind and status names of /process and the panel come from tables: each needs its Vietnamese text.
import { describe, expect, it } from 'vitest';
import { TASK_KINDS, TASK_STATUSES } from '@domain/background-tasks';
import { vi } from '@web/i18n/vi';
import { TASK_KIND_LABELS, TASK_STATUS_LABELS } from '@web/features/processes/task-labels';

describe('task labels', () => {
  it('names every kind and status in both languages', () => {
    const texts = [...TASK_KINDS.map((k) => TASK_KIND_LABELS[k]), ...TASK_STATUSES.map((s) => TASK_STATUS_LABELS[s])];
    expect(texts.filter((text) => !(text in vi))).toEqual([]);
    expect(new Set(TASK_KINDS.map((k) => TASK_KIND_LABELS[k])).size).toBe(TASK_KINDS.length);
  });

  it('has the action names of the process page', () => {
    for (const text of ['Stop', 'Resume', 'Download', 'Delete', 'Stop {{title}}', 'Resume {{title}}', 'Download the file of {{title}}', 'Delete {{title}}', 'Deleted']) {
      expect(vi[text], text).toBeTruthy();
    }
  });
});
