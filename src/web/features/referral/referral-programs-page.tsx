// /referral/program: the referral programs (code, commission, status). Anyone joins an active one
// and gets a link; a Super-Admin also creates and edits them (the server refuses others: 403).
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import { REFERRAL_PROGRAM_STATUSES, referralProgramInputSchema, type ReferralProgram } from '@domain/referral/referral';
import type { StatusColorMap } from '@domain/status-colors';
import { useTranslation } from '@web/i18n';
import { useSession } from '@web/session/use-session';
import {
  DataTable, EmptyState, FormDialog, NumberField, PageHeader, SelectField, StatusBadge, TextField, TextareaField, notify,
  showFormError, showRefusal, useLoad, zodValidate, type DataTableColumn,
} from '@web/ui';
import { createReferralProgram, joinReferralProgram, listReferralPrograms, updateReferralProgram } from './referral-api';
import { ReferralTabs } from './referral-tabs';

const statusColors: StatusColorMap = { tones: { active: 'success', paused: 'warning' }, otherwise: null };
const validation = zodValidate(referralProgramInputSchema);
type ProgramForm = { name: string; code: string; description: string; commissionPercent: number; status: 'active' | 'paused' };
const EMPTY: ProgramForm = { name: '', code: '', description: '', commissionPercent: 10, status: 'active' };
const FIELDS = ['name', 'code', 'description', 'commissionPercent', 'status'];

export function ReferralProgramsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const superAdmin = user?.role === 'Super-Admin';
  const [reload, setReload] = useState(0);
  const programs = useLoad((signal) => listReferralPrograms(signal), [reload]);
  const [editing, setEditing] = useState<ReferralProgram | 'new' | null>(null);
  const [joining, setJoining] = useState<number | null>(null);

  const join = async (program: ReferralProgram) => {
    setJoining(program.id);
    try {
      await joinReferralProgram(program.id);
      notify({ type: 'success', description: 'Joined' });
      setReload((n) => n + 1);
    } catch (error) {
      showRefusal(error);
    } finally {
      setJoining(null);
    }
  };
  const save = async (values: ProgramForm, helpers: FormikHelpers<ProgramForm>) => {
    try {
      if (editing === 'new') await createReferralProgram(values);
      else if (editing) await updateReferralProgram(editing.id, values);
      notify({ type: 'success', description: editing === 'new' ? 'Created' : 'Updated' });
      setEditing(null);
      setReload((n) => n + 1);
    } catch (error) {
      showFormError(error, helpers, FIELDS);
    }
  };

  const columns: DataTableColumn<ReferralProgram>[] = [
    { key: 'name', header: 'Name', cell: (p) => p.name },
    { key: 'code', header: 'Code', cell: (p) => p.code },
    { key: 'commission', header: 'Commission', cell: (p) => `${p.commissionPercent}%`, align: 'end' },
    { key: 'status', header: 'Status', cell: (p) => <StatusBadge status={p.status} map={statusColors} label={t(p.status === 'active' ? 'Active' : 'Paused')} /> },
    {
      key: 'description',
      header: 'Description',
      cell: (p) => (
        <Text whiteSpace="normal" minW="40" maxW="md" lineClamp={2}>
          {p.description}
        </Text>
      ),
    },
  ];
  const rowActions = (p: ReferralProgram) => (
    <HStack gap="2" justify="flex-end">
      {p.myReferralCode ? (
        <Button size="xs" variant="ghost" disabled>
          {t('Joined')}
        </Button>
      ) : (
        <Button size="xs" colorPalette="accent" variant="outline" disabled={p.status !== 'active'} loading={joining === p.id} onClick={() => void join(p)} aria-label={t('Join {{program}}', { program: p.name })}>
          {t('Join')}
        </Button>
      )}
      {superAdmin && (
        <Button size="xs" variant="ghost" onClick={() => setEditing(p)} aria-label={t('Edit {{program}}', { program: p.name })}>
          {t('Edit')}
        </Button>
      )}
    </HStack>
  );
  const initial: ProgramForm =
    editing && editing !== 'new'
      ? { name: editing.name, code: editing.code, description: editing.description, commissionPercent: editing.commissionPercent, status: editing.status }
      : EMPTY;

  return (
    <Stack gap="5">
      <PageHeader
        title="Referral"
        description="Programs you can join: each pays its commission on the purchases of the customers you refer."
        actions={superAdmin ? <Button colorPalette="accent" onClick={() => setEditing('new')}>{t('Create program')}</Button> : undefined}
      />
      <ReferralTabs />
      {programs.failed ? (
        <EmptyState title="The referral programs could not be loaded" onRetry={programs.retry} />
      ) : (
        <DataTable
          label="Referral programs"
          columns={columns}
          rows={programs.data ?? []}
          loading={programs.data === null}
          getRowId={(p) => String(p.id)}
          rowActions={rowActions}
          empty={<EmptyState title="No referral programs yet" description="A Super-Admin creates the programs users can join." />}
        />
      )}
      <FormDialog<ProgramForm>
        open={editing !== null}
        title={editing === 'new' ? 'Create program' : 'Edit program'}
        submitLabel={editing === 'new' ? 'Create' : 'Save'}
        onClose={() => setEditing(null)}
        initialValues={initial}
        validationSchema={validation}
        onSubmit={save}
      >
        <TextField name="name" label="Name" required />
        <TextField name="code" label="Code" required helperText="3 to 20 letters, digits or dashes; stored in capitals." />
        <NumberField name="commissionPercent" label="Commission (%)" min={0.01} max={100} step={0.01} required helperText="Paid on each purchase, rounded down to the cent." />
        <SelectField name="status" label="Status" options={REFERRAL_PROGRAM_STATUSES.map((s) => ({ value: s, label: s === 'active' ? 'Active' : 'Paused' }))} required />
        <TextareaField name="description" label="Description" />
      </FormDialog>
    </Stack>
  );
}
