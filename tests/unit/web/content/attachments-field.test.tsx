// @vitest-environment jsdom
// The creative's attachments field as the user works it: the files listed in order with their size
// and duration, moved up and down, removed (what the form will send changes with it), a file of a
// type the spec does not allow refused under its name before any upload, and nothing more offered
// once the creative holds ten files.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import type { CreativeAttachment } from '@domain/creatives';
import { AttachmentsField } from '@web/features/content/attachments-field';
import { renderWithProviders } from '../render-with-providers';

afterEach(cleanup);

const audio = (id: number, fileName: string, seconds: number): CreativeAttachment => ({
  id,
  fileName,
  kind: 'audio',
  contentType: 'audio/wav',
  sizeBytes: 2048 * id,
  durationMs: seconds * 1000,
});

/** The field inside a form; `sent()` is what the form holds (the ids it would send, in order). */
function renderField(attachments: CreativeAttachment[]) {
  let held: CreativeAttachment[] = attachments;
  renderWithProviders(
    <Formik initialValues={{ attachments }} onSubmit={() => {}}>
      {({ values }) => {
        held = values.attachments;
        return <AttachmentsField />;
      }}
    </Formik>,
  );
  return { sent: () => held.map((a) => a.id) };
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const names = () => within(screen.getByRole('list', { name: 'Attached files' })).getAllByRole('listitem').map((li) => li.textContent ?? '');

describe('AttachmentsField', () => {
  it('lists the files in order with size and duration, reorders and removes them', async () => {
    const user = userEvent.setup();
    const form = renderField([audio(1, 'greeting.wav', 2), audio(2, 'offer.wav', 65)]);
    expect(names()).toEqual([expect.stringContaining('greeting.wav2.0 KB · 0:02'), expect.stringContaining('offer.wav4.0 KB · 1:05')]);
    expect(button('Move greeting.wav up').disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Move greeting.wav down' }));
    expect(names()[0]).toContain('offer.wav');
    expect(form.sent()).toEqual([2, 1]);

    await user.click(screen.getByRole('button', { name: 'Remove offer.wav' }));
    expect(names()).toEqual([expect.stringContaining('greeting.wav')]);
    expect(form.sent()).toEqual([1]);
  });

  it('refuses a file of another type under its name, without uploading it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const form = renderField([]);
    await user.upload(screen.getByLabelText('Upload files'), new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toContain('brochure.pdf: only these types can be uploaded: mp3, jpg, jpeg, gif, png, wav');
    expect(form.sent()).toEqual([]);
  });

  it('offers no more files once the creative holds ten', () => {
    renderField(Array.from({ length: 10 }, (_, i) => audio(i + 1, `clip-${i + 1}.wav`, 1)));
    expect(button('Choose from library').disabled).toBe(true);
    expect(button('Upload files').disabled).toBe(true);
  });
});
