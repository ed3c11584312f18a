// /send/creative-compose/create and /send/creative-compose/:id: the creative compose page (a full
// page: UI.md). Title up to 200, the route (its sendMethod decides A2P or P2P for the counter), the
// countries (required when the route requires creative approval), the message up to 9000 with its
// live counter and the spintax tools, the creative's own variables, and the creative assistant.
// After a create the user goes to the creatives list (001 §2). An edit on an approval route sends
// the creative for approval again (updateAndResubmit). Attachments are media-library files, picked
// or uploaded in the page (attachments-field.tsx).
import { useMemo } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, useFormikContext, type FormikErrors, type FormikHelpers } from 'formik';
import { useNavigate, useParams } from 'react-router-dom';
import type { SplitCreative } from '@domain/assistant-answer';
import { creativeInputSchema, creativeMessages, type Creative, type CreativeAttachment, type CreativeInput } from '@domain/creatives';
import { channelOfSendMethod } from '@domain/message-segments';
import { unknownVariables } from '@domain/message-variables';
import { approvalStatusColors } from '@domain/status-colors';
import type { Route } from '@domain/routes';
import { useTranslation } from '@web/i18n';
import {
  EmptyState,
  LoadingSkeleton,
  PageHeader,
  SelectField,
  StatusBadge,
  TextField,
  TextareaField,
  UnsavedChangesGuard,
  notify,
  showFormError,
  showRefusal,
  statusText,
  useLoad,
  zodValidate,
} from '@web/ui';
import { AssistantPanel } from './assistant-panel';
import { ATTACHMENTS_UPLOADING, AttachmentsField } from './attachments-field';
import { BackLink } from '@web/ui/back-link';
import { getCreative, saveCreative } from './content-api';
import { SendTabs } from '@web/ui/send-tabs';
import { CountriesField } from './countries-field';
import { MessageCounter } from './message-counter';
import { SpintaxPanel } from './spintax-panel';
import { useCountries, useRoutes } from './use-content-options';
import { VariablesField } from './variables-field';

type Values = {
  title: string;
  message: string;
  routeId: number | undefined;
  countries: string[];
  voice: boolean;
  variables: { name: string; value: string }[];
  attachments: CreativeAttachment[];
};
const FIELDS = ['title', 'message', 'routeId', 'countries', 'attachmentIds'];
const schema = zodValidate(creativeInputSchema);

const toInput = ({ attachments, ...v }: Values): CreativeInput => ({ ...v, routeId: v.routeId ?? null, attachmentIds: attachments.map((a) => a.id) });
const needsApproval = (routes: readonly Route[], routeId: number | undefined) =>
  routes.find((r) => r.id === routeId)?.details.setting.creativeApprovalRequired === true;

export function CreativeComposePage() {
  const { id } = useParams();
  const creativeId = id === undefined ? null : Number(id);
  const loaded = useLoad((signal) => (creativeId === null ? Promise.resolve(null) : getCreative(creativeId, signal)), [creativeId]);
  if (creativeId !== null && loaded.failed) return <EmptyState title="Creative is not existed" onRetry={loaded.retry} />;
  if (creativeId !== null && (loaded.loading || !loaded.data)) return <LoadingSkeleton />;
  return <CreativeForm creative={loaded.data} />;
}

function CreativeForm({ creative }: { creative: Creative | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routes = useRoutes();
  const countries = useCountries();
  const initial: Values = {
    title: creative?.title ?? '',
    message: creative?.message ?? '',
    routeId: creative?.routeId ?? undefined,
    countries: creative?.countries ?? [],
    voice: creative?.voice ?? false,
    variables: creative?.variables ?? [],
    attachments: creative?.attachments ?? [],
  };
  // Formik merges this with the schema's errors: the schema cannot know which routes need approval.
  const validate = (values: Values): FormikErrors<Values> =>
    needsApproval(routes, values.routeId) && values.countries.length === 0 ? { countries: creativeMessages.countriesRequired } : {};

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const saved = await saveCreative(creative?.id ?? null, toInput(values));
      notify({ type: 'success', description: creative ? 'Updated' : 'Created' });
      helpers.resetForm({ values });
      if (creative) navigate(`/send/creative-compose/${saved.id}`, { replace: true });
      else navigate('/send/creative-compose');
    } catch (error) {
      showFormError(error, helpers, FIELDS);
    }
  };

  return (
    <Stack gap="4">
      <PageHeader
        title={creative ? creative.title : 'Create creative'}
        breadcrumb={<BackLink to="/send/creative-compose" label="Creatives" />}
        actions={creative ? <StatusBadge status={creative.approvalStatus} map={approvalStatusColors} label={t(statusText(creative.approvalStatus))} /> : undefined}
      />
      <SendTabs />
      <Formik<Values> initialValues={initial} validationSchema={schema} validate={validate} onSubmit={submit} enableReinitialize={false}>
        {({ dirty, isSubmitting, values, status }) => (
          <Stack gap="5" maxW="4xl">
          <Form noValidate aria-label={t('Creative')}>
            <UnsavedChangesGuard when={dirty && !isSubmitting} />
            <Stack gap="5" maxW="4xl">
              <TextField name="title" label="Title" required />
              <SelectField<number>
                name="routeId"
                label="Route"
                placeholder="No route"
                options={routes.map((r) => ({ value: r.id, label: r.name }))}
              />
              <CountriesField countries={countries} required={needsApproval(routes, values.routeId)} />
              <MessageSection routes={routes} />
              <VariablesField />
              <AttachmentsField />
              <HStack justify="flex-end" gap="2">
                <Button variant="outline" onClick={() => navigate('/send/creative-compose')}>
                  {t('Cancel')}
                </Button>
                {/* While files upload (status ATTACHMENTS_UPLOADING) a save would leave them out. */}
                <Button type="submit" colorPalette="accent" loading={isSubmitting} disabled={isSubmitting || status === ATTACHMENTS_UPLOADING}>
                  {t(creative ? 'Save' : 'Create')}
                </Button>
              </HStack>
            </Stack>
          </Form>
          {/* Outside the form: its fields are not the creative's. */}
          <CreativeAssistant values={values} onCreated={() => navigate('/send/creative-compose')} />
          </Stack>
        )}
      </Formik>
    </Stack>
  );
}

/** The message with its counter, unknown-variable hint and spintax tools. */
function MessageSection({ routes }: { routes: readonly Route[] }) {
  const { t } = useTranslation();
  const { values, setFieldValue } = useFormikContext<Values>();
  const route = routes.find((r) => r.id === values.routeId);
  const channel = channelOfSendMethod(route?.details.sendMethod);
  const unknown = useMemo(() => unknownVariables(values.message, values.variables.map((v) => v.name)), [values.message, values.variables]);
  return (
    <Stack gap="2">
      <TextareaField name="message" label="Message" required rows={6} />
      <MessageCounter message={values.message} channel={channel} />
      {unknown.length > 0 && (
        <Text textStyle="sm" color="orange.fg">
          {t('Not a system or custom variable, sent as written: {{list}}', { list: unknown.join(' ') })}
        </Text>
      )}
      <SpintaxPanel message={values.message} onGenerated={(m) => void setFieldValue('message', m)} />
    </Stack>
  );
}

/** The assistant fills the form with one creative, or saves them all with the form's route and countries. */
function CreativeAssistant({ values, onCreated }: { values: Values; onCreated: () => void }) {
  const { setFieldValue } = useFormikContext<Values>();
  const use = (c: SplitCreative) => {
    void setFieldValue('title', c.title);
    void setFieldValue('message', c.message);
  };
  const saveAll = async (list: SplitCreative[]) => {
    try {
      for (const c of list) await saveCreative(null, toInput({ ...values, title: c.title, message: c.message }));
      notify({ type: 'success', description: 'Created' });
      onCreated();
    } catch (error) {
      showRefusal(error);
    }
  };
  return <AssistantPanel base={values.title || 'creative'} onUse={use} onSaveAll={saveAll} />;
}
