// Update user (001 §7 updateUserInfo): every admin-view field (000 §3 "User (admin view)") in one
// dialog, grouped as the admin thinks of them. 'Updated' on success; a refusal shows the server's
// reason under its field or as a toast (001 §8 "Update with RESPONSE FAIL shows REASON").
import { Heading, SimpleGrid } from '@chakra-ui/react';
import type { Route } from '@domain/routes';
import { userFormSchema, type AdminUser, type UserForm } from '@domain/user-admin';
import { ROLES, USER_STATUSES } from '@domain/user';
import { useTranslation } from '@web/i18n';
import { CheckboxField, FormDialog, notify, NumberField, SelectField, showFormError, TextareaField, TextField, zodValidate } from '@web/ui';
import type { ReactNode } from 'react';
import { updateUserInfo } from './users-api';

const validate = zodValidate(userFormSchema);

const FLAGS: [keyof UserForm, string][] = [
  ['showCreditUser', 'Show credit'],
  ['showBTEmailUser', 'Show bank transfer email'],
  ['activateCreditPooling', 'Activate credit pooling'],
  ['enableCreditPooling', 'Enable credit pooling'],
  ['useAgencyCredit', 'Use agency credit'],
  ['hasActivatedEmailLink', 'Activated email link'],
  ['hasActivatedText', 'Activated text'],
  ['twoWay', 'Two-way'],
  ['enableAutoScrub', 'Enable auto scrub'],
  ['skipScrub', 'Skip scrub (US, CA)'],
  ['skipScrubDNC', 'Skip scrub DNC'],
  ['skipScrubLandline', 'Skip scrub landline'],
  ['enableDummyCampaign', 'Enable dummy campaign'],
  ['liveFeedForward', 'Live feed forward'],
  ['failoverRouteEnable', 'Failover route enabled'],
  ['dataConsumerEnabled', 'Data consumer enabled'],
];

const FIELDS = [
  'email', 'agentAcc', 'role', 'statusName', 'phone', 'failoverRouteId', 'limitNumberMessagePerDay', 'campaignMonitoringLayout', 'contactGroupLayout', 'timeName',
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Heading as="h3" size="sm" mt="2">
        {t(title)}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {children}
      </SimpleGrid>
    </>
  );
}

function toForm(user: AdminUser): UserForm {
  const { id: _id, username: _username, createDate: _createDate, balanceCents: _balance, ...fields } = user;
  return { ...fields, speed: fields.speed ?? undefined, limitNumberMessagePerDay: fields.limitNumberMessagePerDay ?? undefined, failoverRouteId: fields.failoverRouteId ?? undefined };
}

export function EditUserDialog({ user, routes, onClose, onSaved, agency }: { user: AdminUser | null; routes: Route[]; onClose: () => void; onSaved: () => void; agency: boolean }) {
  const { t } = useTranslation();
  return (
    <FormDialog<UserForm>
      key={user?.id ?? 'none'}
      open={user !== null}
      size="xl"
      title={user ? t('Edit user {{name}}', { name: user.username }) : 'Edit user'}
      submitLabel="Save"
      onClose={onClose}
      initialValues={user ? toForm(user) : ({} as UserForm)}
      validationSchema={validate}
      onSubmit={async (values, helpers) => {
        if (!user) return;
        try {
          const parsed = userFormSchema.parse(values);
          await updateUserInfo({
            ...parsed, id: user.id, speed: parsed.speed ?? null, limitNumberMessagePerDay: parsed.limitNumberMessagePerDay ?? null, failoverRouteId: parsed.failoverRouteId ?? null,
          });
          notify({ type: 'success', title: t('Updated') });
          onSaved();
        } catch (error) {
          showFormError(error, helpers, FIELDS);
        }
      }}
    >
      <Section title="Account">
        <TextField name="email" label="Email" required />
        <TextField name="agentAcc" label="Agent account" disabled={agency} />
        <TextField name="firstname" label="First Name" />
        <TextField name="lastname" label="Last Name" />
        <SelectField name="role" label="Role" options={ROLES.filter((r) => !agency || r === 'Business-User' || r.startsWith('Farm')).map((r) => ({ value: r, label: r }))} />
        <SelectField name="statusName" label="Status" options={USER_STATUSES.map((s) => ({ value: s, label: s }))} />
        <TextField name="timeName" label="Time zone" />
        <TextField name="country" label="Country" />
        <TextField name="phone" label="Phone" />
        <TextField name="phoneType" label="Phone type" />
        <TextField name="referrerId" label="Referrer ID" />
        <TextField name="linkAccountUser" label="Linked account" />
        <TextField name="opHours" label="Operating hours" />
        <TextField name="apiRequestKey" label="API request key" />
      </Section>
      <Section title="Sending">
        <NumberField name="speed" label="Speed (msg/h)" min={0} />
        <NumberField name="limitNumberMessagePerDay" label="Limit number message per day" min={100} max={15000} helperText="100 to 15,000 for two-way users" />
        <SelectField<number> name="failoverRouteId" label="Failover route" placeholder="None" options={routes.map((r) => ({ value: r.id, label: r.name }))} />
      </Section>
      <Section title="Options">
        {FLAGS.map(([name, label]) => (
          <CheckboxField key={name} name={name} label={label} />
        ))}
      </Section>
      <TextareaField name="note" label="Note" rows={2} />
      <TextareaField name="campaignMonitoringLayout" label="Campaign monitoring layout (JSON)" rows={2} />
      <TextareaField name="contactGroupLayout" label="Contact group layout (JSON)" rows={2} />
    </FormDialog>
  );
}
