// The token dialog: create (name, lifetime, code), renew (lifetime, code) or revoke (code), each
// confirmed with a one-time code (code-field.tsx). A new or renewed token goes to onIssued, which
// shows it once (issued-token-dialog.tsx).
import { Text } from '@chakra-ui/react';
import type { FormikHelpers } from 'formik';
import { z } from 'zod';
import { DEFAULT_TOKEN_DAYS, TOKEN_LIFETIMES, type ApiToken, type IssuedToken } from '@domain/api-settings';
import { messages } from '@domain/messages';
import { useTranslation } from '@web/i18n';
import { FormDialog, SelectField, TextField, notify, showFormError, zodValidate } from '@web/ui';
import { OWN_TOKENS, type TokenSource } from './token-source';
import { CodeField } from './code-field';

export type TokenAction = { kind: 'create' } | { kind: 'renew'; token: ApiToken } | { kind: 'revoke'; token: ApiToken };

type TokenForm = { name: string; expiresInDays: number; otp: string };

const otp = z.string().trim().min(1, messages.required('One-time code'));
const createValidation = zodValidate(z.object({ name: z.string().trim().min(1, messages.required('Name')).max(100), otp }));
const codeValidation = zodValidate(z.object({ otp }));
const LIFETIME_OPTIONS = TOKEN_LIFETIMES.map((d) => ({ value: d, label: `${d} days` }));

const TITLES = { create: 'Create API token', renew: 'Renew API token', revoke: 'Revoke API token' } as const;
const SUBMITS = { create: 'Create', renew: 'Renew', revoke: 'Revoke' } as const;

export function TokenDialog({ action, onClose, onIssued, onRevoked, source = OWN_TOKENS }: { action: TokenAction | null; onClose: () => void; onIssued: (issued: IssuedToken) => void; onRevoked: () => void; source?: TokenSource }) {
  const { t } = useTranslation();
  const kind = action?.kind ?? 'create';
  const submit = async (values: TokenForm, helpers: FormikHelpers<TokenForm>) => {
    try {
      if (action?.kind === 'revoke') {
        await source.revoke({ id: action.token.id, otp: values.otp });
        notify({ type: 'success', description: 'Revoked' });
        onRevoked();
      } else if (action?.kind === 'renew' && source.renew) {
        onIssued(await source.renew({ id: action.token.id, expiresInDays: Number(values.expiresInDays), otp: values.otp }));
      } else {
        onIssued(await source.create({ name: values.name, expiresInDays: Number(values.expiresInDays), otp: values.otp }));
      }
    } catch (error) {
      showFormError(error, helpers, ['name', 'expiresInDays', 'otp']);
    }
  };
  return (
    <FormDialog<TokenForm>
      open={action !== null}
      title={TITLES[kind]}
      submitLabel={SUBMITS[kind]}
      onClose={onClose}
      initialValues={{ name: '', expiresInDays: DEFAULT_TOKEN_DAYS, otp: '' }}
      validationSchema={kind === 'create' ? createValidation : codeValidation}
      onSubmit={submit}
    >
      {action && action.kind !== 'create' && (
        <Text>
          {action.kind === 'renew'
            ? t('{{name}} gets a new secret: the current one stops working at once.', { name: action.token.name })
            : t('{{name}} stops working at once, for good.', { name: action.token.name })}
        </Text>
      )}
      {kind === 'create' && <TextField name="name" label="Name" required />}
      {kind !== 'revoke' && <SelectField name="expiresInDays" label="Expires after" options={LIFETIME_OPTIONS} />}
      <CodeField />
    </FormDialog>
  );
}
