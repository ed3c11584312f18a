// Asks for the title of a responder made from another: a duplicate (001 §7 duplicate: title,
// templateId) or a responder built from a template (publish?title&templateId). Both answer the
// spec's 'Build new responder successfully!'.
import { z } from 'zod';
import { duplicateSchema, responderMessages, type Responder } from '@domain/responders';
import { FormDialog, TextField, notify, showFormError, zodValidate } from '@web/ui';
import { buildFromTemplate, duplicateResponder } from './responders-api';

export type MadeFrom = { kind: 'duplicate' | 'build'; source: Responder };

const validate = zodValidate(z.object({ title: duplicateSchema.shape.title }));

export function TitleDialog({ madeFrom, onClose, onMade }: { madeFrom: MadeFrom | null; onClose: () => void; onMade: (responder: Responder) => void }) {
  const build = madeFrom?.kind === 'build';
  return (
    <FormDialog<{ title: string }>
      open={madeFrom !== null}
      title={build ? 'Build responder from template' : 'Duplicate responder'}
      submitLabel={build ? 'Build' : 'Duplicate'}
      onClose={onClose}
      initialValues={{ title: madeFrom ? `${madeFrom.source.title} (copy)` : '' }}
      validationSchema={validate}
      onSubmit={async ({ title }, helpers) => {
        if (!madeFrom) return;
        try {
          const made = build ? await buildFromTemplate(madeFrom.source.id, title) : await duplicateResponder(madeFrom.source.id, title);
          notify({ type: 'success', description: responderMessages.built });
          onMade(made.responder);
        } catch (error) {
          showFormError(error, helpers, ['title']);
        }
      }}
    >
      <TextField name="title" label="Title" required />
    </FormDialog>
  );
}
