// Create user (001 §7 createUser): the admin types the password (the foundation's password rules);
// names, agent account and e-mail are trimmed by the schema. The spec's replies (001 §8 "Admin")
// go under their field; any other failure is 'Cannot create user, please try again.'.
import { createUserSchema, userAdminMessages, type CreateUser } from '@domain/user-admin';
import { ROLES, USER_STATUSES } from '@domain/user';
import { FormDialog, notify, PasswordField, SelectField, showFormError, TextField, zodValidate } from '@web/ui';
import { useTranslation } from '@web/i18n';
import { createUser } from './users-api';

const validate = zodValidate(createUserSchema);

const initial: CreateUser = {
  email: '', firstname: '', lastname: '', username: '', agentAcc: '', role: 'Business-User', statusName: 'Active', timeName: 'Etc/GMT', password: '',
};

export function CreateUserDialog({ open, onClose, onCreated, agency }: { open: boolean; onClose: () => void; onCreated: () => void; agency: boolean }) {
  const { t } = useTranslation();
  return (
    <FormDialog<CreateUser>
      open={open}
      title="Create user"
      submitLabel="Create"
      onClose={onClose}
      initialValues={initial}
      validationSchema={validate}
      onSubmit={async (values, helpers) => {
        try {
          await createUser(createUserSchema.parse(values));
          notify({ type: 'success', title: t('Created') });
          onCreated();
        } catch (error) {
          showFormError(error, helpers, ['email', 'agentAcc', 'role', 'password', 'limitNumberMessagePerDay'], userAdminMessages.createFailed);
        }
      }}
    >
      <TextField name="email" label="Email" required autoComplete="off" />
      <TextField name="firstname" label="First Name" required />
      <TextField name="lastname" label="Last Name" required />
      <TextField name="username" label="Username" helperText="The part before @ of the email when empty" />
      {!agency && <TextField name="agentAcc" label="Agent account" helperText="Email of the Management-Agency the user belongs to" />}
      <SelectField name="role" label="Role" options={ROLES.filter((r) => !agency || r === 'Business-User' || r.startsWith('Farm')).map((r) => ({ value: r, label: r }))} />
      <SelectField name="statusName" label="Status" options={USER_STATUSES.map((s) => ({ value: s, label: s }))} />
      <TextField name="timeName" label="Time zone" />
      <PasswordField name="password" label="Password" required autoComplete="new-password" />
    </FormDialog>
  );
}
