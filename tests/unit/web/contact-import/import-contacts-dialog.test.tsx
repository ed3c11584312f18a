// @vitest-environment jsdom
// The import dialog as a sender uses it: choose a file (a file over 300 MB is refused at once),
// check the guessed separator and mapping, get refused while Phone is not mapped, then upload,
// start the import and see its counts once the task completes.
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TASK_POLL_MS, type BackgroundTask } from '@domain/background-tasks';
import { MAX_UPLOAD_BYTES, emptyGroupMetadata, type ContactGroup } from '@domain/contacts';
import { ImportContactsDialog } from '@web/features/contacts/import/import-contacts-dialog';
import { serve, setUp, type Sent } from '../api/fake-server';
import { renderWithProviders } from '../render-with-providers';

const group: ContactGroup = {
  id: 7, name: 'Spring leads', type: 0, country: 'US', createDate: '2025-03-01T00:00:00.000Z', scrubDate: null, certedVertical: null,
  contacts: 0, sent: 0, delivered: 0, failed: 0, blocked: 0, clicked: 0, triggered: 0, optout: 0, isSuppression: false, isCreateAR: false,
  isImporting: false, isScrubbing: false, isEnriching: false, isRefreshing: false, busyWith: null, isArchived: false, scrubRequired: true, leadCallbackFail: 0, leadDuplicated: 0, leadFiltered: 0,
  leadOptout: 0, leadSystemBlacklisted: 0, leadTotal: 0, metadata: emptyGroupMetadata(),
};
const UPLOAD_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const task = (over: Partial<BackgroundTask>): BackgroundTask => ({
  id: 31, kind: 'IMPORT_CONTACT', status: 'RUNNING', progress: 10, title: 'leads.csv', groupId: 7, result: null, error: null,
  canCancel: true, canResume: false, canDelete: false, hasFile: false, createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z', finishedAt: null, ...over,
});
const RESULT = { total: 5, inserted: 3, invalid: 1, duplicated: 1, optout: 0, blacklisted: 0, suppressed: 0 };

let sent: Sent[];
beforeEach(() => {
  setUp();
  sent = serve((config) => {
    if (config.url === '/contact-groups/7/uploads') return { status: 200, data: { uploadId: UPLOAD_ID, fileName: 'leads.csv', sizeBytes: 90 } };
    if (config.url === '/contact-groups/7/imports') return { status: 200, data: task({ status: 'PENDING', progress: 0 }) };
    if (config.url === '/background-tasks/31') return { status: 200, data: task({ status: 'COMPLETED', progress: 100, result: RESULT, canCancel: false, canDelete: true }) };
    return { status: 404, data: { code: 404, message: 'not here' } };
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const csv = (text: string, name: string) => new File([text], name, { type: 'text/csv' });

/** Like the groups page: a new onImported on every render, and a render after each call. */
function Page({ onImported }: { onImported: () => void }) {
  const [, setReloads] = useState(0);
  return (
    <ImportContactsDialog
      group={group}
      open
      onClose={() => undefined}
      onImported={() => {
        onImported();
        setReloads((n) => n + 1);
      }}
    />
  );
}

function open() {
  const onImported = vi.fn();
  renderWithProviders(<Page onImported={onImported} />);
  return { onImported };
}

describe('ImportContactsDialog', () => {
  it('refuses a file over 300 MB at once, naming it', async () => {
    open();
    const huge = csv('phone\n', 'huge.csv');
    Object.defineProperty(huge, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    await userEvent.upload(await screen.findByLabelText('Choose CSV or TXT files'), [huge]);
    expect((await screen.findByRole('alert')).textContent).toBe('huge.csv: file size too big');
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('refuses to go on while Phone is not mapped, naming the file', async () => {
    open();
    await userEvent.upload(await screen.findByLabelText('Choose CSV or TXT files'), [csv('Mobile;First Name\n2025550143;Ann\n', 'leads.csv')]);
    const separator = await screen.findByLabelText('Separator');
    expect((separator as HTMLSelectElement).value).toBe('semicolon');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    const phoneSelect = await screen.findByLabelText('Import Mobile as');
    expect((phoneSelect as HTMLSelectElement).value).toBe('field:phone');
    expect((screen.getByLabelText('Import First Name as') as HTMLSelectElement).value).toBe('field:fName');
    await userEvent.selectOptions(phoneSelect, 'skip');
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByText('Phone must be mapped in leads.csv')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('uploads the file, starts the import with the mapping and shows the counts', async () => {
    const { onImported } = open();
    await userEvent.upload(await screen.findByLabelText('Choose CSV or TXT files'), [csv('phone,name,notes\n2025550143,Ann,x\n', 'leads.csv')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.selectOptions(await screen.findByLabelText('Import notes as'), 'skip');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByRole('progressbar', { name: 'Import progress' });
    // The machine asks for the task's progress after the 2 s poll interval.
    await vi.advanceTimersByTimeAsync(TASK_POLL_MS);

    const summary = await screen.findByRole('table', { name: 'Import summary' });
    expect(within(summary).getByText('Lead duplicated').closest('tr')?.textContent).toContain('1');
    expect(within(summary).getByText('Imported').closest('tr')?.textContent).toContain('3');
    await waitFor(() => expect(onImported).toHaveBeenCalled());
    await vi.advanceTimersByTimeAsync(TASK_POLL_MS * 2);
    expect(onImported).toHaveBeenCalledTimes(1);

    const upload = sent.find((c) => c.url === '/contact-groups/7/uploads')!;
    expect(upload.params).toEqual({ fileName: 'leads.csv' });
    expect(upload.data).toBeInstanceOf(File);
    expect(String(upload.headers['Content-Type'])).toBe('application/octet-stream');
    const start = sent.find((c) => c.url === '/contact-groups/7/imports')!;
    expect(JSON.parse(String(start.data))).toEqual({
      files: [{ uploadId: UPLOAD_ID, separator: 'comma', hasHeader: true, columns: [{ field: 'phone' }, { field: 'name' }, { skip: true }] }],
    });
  });
});
