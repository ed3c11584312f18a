// "Create issue" on a feedback entry (001 §7 "issue-tracker posts (project, summary, description,
// issue type)"): filled from the entry, sent to the issue tracker; the key it answers is toasted.
import { ISSUE_TYPES, issueInputSchema, type FeedbackEntry, type IssueType } from '@domain/tickets/feedback';
import { FormDialog, SelectField, TextareaField, TextField, notify, showFormError, zodValidate } from '@web/ui';
import { feedbackToIssue } from './feedback-api';

type Values = { project: string; summary: string; description: string; issueType: IssueType };
const validate = zodValidate(issueInputSchema);
const TYPES = ISSUE_TYPES.map((value) => ({ value, label: value }));

export function IssueDialog({ entry, onClose, onFiled }: { entry: FeedbackEntry; onClose: () => void; onFiled: (entry: FeedbackEntry) => void }) {
  const firstLine = entry.text.split('\n')[0] ?? '';
  const description = [entry.text, '', `Rating: ${entry.rating}/5`, entry.page ? `Page: ${entry.page}` : '', `From: ${entry.author.email}`].filter(Boolean).join('\n');
  return (
    <FormDialog<Values>
      open
      title="Create issue"
      submitLabel="Create issue"
      onClose={onClose}
      initialValues={{ project: 'CAM', summary: firstLine.slice(0, 255), description, issueType: entry.rating <= 2 ? 'Bug' : 'Improvement' }}
      validationSchema={validate}
      onSubmit={async (values, helpers) => {
        try {
          const filed = await feedbackToIssue(entry.id, values);
          notify({ type: 'success', description: filed.issueKey ?? 'Created' });
          onFiled(filed);
        } catch (error) {
          showFormError(error, helpers, ['project', 'summary', 'description', 'issueType']);
        }
      }}
    >
      <TextField name="project" label="Project" required />
      <TextField name="summary" label="Summary" required />
      <TextareaField name="description" label="Description" rows={6} />
      <SelectField<IssueType> name="issueType" label="Issue type" required options={TYPES} />
    </FormDialog>
  );
}
