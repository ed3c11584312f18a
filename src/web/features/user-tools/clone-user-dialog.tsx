// Clone user (001 §7 cloneUser): a new account with the source's settings and copies of its
// contacts, groups, auto replies, stats and follow-ups (decision 40). The users page opens it from a
// row; a taken email shows the spec's text under the email field, and success toasts 'Cloned'.
import { cloneUserSchema, type CloneUserAnswer } from '@domain/user-tools';
import { FormDialog, PasswordField, TextField, notify, showFormError, zodValidate } from '@web/ui';
import { useTranslation } from '@web/i18n';
import { Text } from '@chakra-ui/react';
import { cloneUser } from './user-tools-api';

type Values = { sourceEmail: string; email: string; firstname: string; lastname: string; password: string };
const validate = zodValidate(cloneUserSchema);

export interface CloneUserDialogProps {
  /** The user to clone. */
  sourceEmail: string;
  open: boolean;
  onClose: () => void;
  onCloned: (answer: CloneUserAnswer) => void;
}

export function CloneUserDialog({ sourceEmail, open, onClose, onCloned }: CloneUserDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog<Values>
      open={open}
      title="Clone user"
      submitLabel="Clone"
      onClose={onClose}
      initialValues={{ sourceEmail, email: '', firstname: '', lastname: '', password: '' }}
      validationSchema={validate}
      onSubmit={async (values, helpers) => {
        try {
          const answer = await cloneUser({ ...values, firstname: values.firstname || undefined, lastname: values.lastname || undefined });
          notify({ type: 'success', description: answer.message });
          onCloned(answer);
        } catch (error) {
          showFormError(error, helpers, ['email', 'password', 'firstname', 'lastname']);
        }
      }}
    >
      <Text textStyle="sm" color="fg.muted">
        {t('A new account with the settings, contact groups, contacts, auto replies, stats and follow-ups of {{email}}.', { email: sourceEmail })}
      </Text>
      <TextField name="email" label="Email" type="email" required autoComplete="off" />
      <TextField name="firstname" label="First name" />
      <TextField name="lastname" label="Last name" />
      <PasswordField name="password" label="Password" required autoComplete="new-password" />
    </FormDialog>
  );
}
