// /10-dlc/:idBrand/use-case/new and .../:idUseCase/edit: the use-case fields (000 §3) with the
// spec's limits (000 §5: description 40-4096, samples 20-1024, message flow 40-2048, keywords up to
// 320, opt-in, opt-out and help messages 20-320), samples that must say how to opt out, the opt-in
// type (001 §3) and the DID groups it covers. Saving does not register: the use case's page does.
import { Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useNavigate, useParams } from 'react-router-dom';
import { OPT_IN_TYPES, USE_CASE_TYPES, VERTICALS, choicesOf } from '@domain/ten-dlc/enumerations';
import { tenDlcMessages } from '@domain/ten-dlc/ten-dlc-messages';
import { USE_CASE_LIMITS, useCaseFieldsSchema, useCaseInputSchema, type UseCase, type UseCaseFields } from '@domain/ten-dlc/use-case';
import { OPT_OUT_LANGUAGE } from '@domain/sending/compliance/opt-out-language';
import { useTranslation } from '@web/i18n';
import { FormActions, Section } from './form-parts';
import { EmptyState, LoadingSkeleton, PageHeader, SelectField, TextField, TextareaField, UnsavedChangesGuard, notify, showFormError, useLoad, zodValidate } from '@web/ui';
import { BackLink } from '@web/ui/back-link';
import { DidGroupsField } from './did-groups-field';
import { getBrand, getUseCase, listDidGroupOptions, saveUseCase } from './ten-dlc-api';

const FIELDS = Object.keys(useCaseFieldsSchema.shape);

/** What the form holds: texts, a list not chosen yet undefined, the DID group ids; the schema checks them. */
type Values = { [K in Exclude<keyof UseCaseFields, 'didGroupIds'>]?: string } & { didGroupIds: number[] };

const EMPTY: Values = {
  usecaseName: '', customerCareEmail: '', customerCarePhone: '', termsAndConditionsUrl: '', description: '', initSIDs: '', sample1: '', sample2: '', messageFlow: '',
  optInKeywords: '', optOutKeywords: 'STOP', helpKeywords: 'HELP', optInMessage: '', optOutMessage: '', helpMessage: '', didGroupIds: [],
};

export function UseCaseFormPage() {
  const params = useParams();
  const brandId = Number(params.idBrand);
  const useCaseId = params.idUseCase === undefined ? null : Number(params.idUseCase);
  const loaded = useLoad(
    async (signal) => ({
      brand: await getBrand(brandId, signal),
      useCase: useCaseId === null ? null : await getUseCase(useCaseId, signal),
      groups: await listDidGroupOptions(signal),
    }),
    [brandId, useCaseId],
  );
  if (loaded.failed) return <EmptyState title={useCaseId === null ? tenDlcMessages.brandMissing : tenDlcMessages.useCaseMissing} onRetry={loaded.retry} />;
  if (loaded.loading || !loaded.data) return <LoadingSkeleton />;
  const { brand, useCase, groups } = loaded.data;
  return <UseCaseForm brandId={brandId} brandName={brand.brandName} vertical={brand.vertical} useCase={useCase} groups={groups} />;
}

function initialValues(useCase: UseCase | null, vertical: string): Values {
  if (!useCase) return { ...EMPTY, vertical };
  const { id: _i, brandId: _b, brandName: _n, usecaseId: _u, didGroups: _g, registration: _r, createdAt: _c, updatedAt: _up, ...fields } = useCase;
  return { ...EMPTY, ...fields };
}

type FormProps = { brandId: number; brandName: string; vertical: string; useCase: UseCase | null; groups: { id: number; name: string }[] };

function UseCaseForm({ brandId, brandName, vertical, useCase, groups }: FormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useCase ? `/10-dlc/${brandId}/use-case/${useCase.id}` : `/10-dlc/${brandId}`;
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const saved = await saveUseCase(brandId, useCase?.id ?? null, useCaseInputSchema.parse(values));
      notify({ type: 'success', description: useCase ? 'Updated' : 'Created' });
      helpers.resetForm({ values });
      navigate(`/10-dlc/${brandId}/use-case/${saved.id}`);
    } catch (error) {
      showFormError(error, helpers, FIELDS);
    }
  };
  const { sample, message, messageFlow, description } = USE_CASE_LIMITS;
  return (
    <Stack gap="4">
      <PageHeader title={useCase ? useCase.usecaseName : 'Create use case'} breadcrumb={<BackLink to={back} label={useCase ? useCase.usecaseName : brandName} />} />
      <Formik<Values> initialValues={initialValues(useCase, vertical)} validationSchema={zodValidate(useCaseInputSchema)} onSubmit={submit}>
        {({ dirty, isSubmitting }) => (
          <Form noValidate aria-label={t('Use case')}>
            <UnsavedChangesGuard when={dirty && !isSubmitting} />
            <Stack gap="6" maxW="5xl">
              <Section title="Use case">
                <TextField name="usecaseName" label="Use case name" required />
                <SelectField name="usecaseType" label="Use case type" required options={choicesOf(USE_CASE_TYPES)} placeholder="Choose" />
                <SelectField name="vertical" label="Vertical" required options={choicesOf(VERTICALS)} placeholder="Choose" />
                <TextField name="initSIDs" label="Initial SIDs" helperText="Optional: the sender ids it starts with, separated by commas." />
              </Section>
              <TextareaField name="description" label="Description" required rows={3} maxLength={description.max} helperText={t('{{min}} to {{max}} characters: what you send and why.', description)} />
              <TextareaField name="messageFlow" label="Message flow" required rows={3} maxLength={messageFlow.max} helperText={t('{{min}} to {{max}} characters: how recipients opt in.', messageFlow)} />
              <Section title="Sample messages">
                <TextareaField name="sample1" label="Sample message 1" required rows={3} maxLength={sample.max} helperText={t('{{min}} to {{max}} characters, naming the brand and saying how to opt out: "{{optOut}}".', { ...sample, optOut: OPT_OUT_LANGUAGE })} />
                <TextareaField name="sample2" label="Sample message 2" required rows={3} maxLength={sample.max} helperText={t('{{min}} to {{max}} characters, naming the brand and saying how to opt out: "{{optOut}}".', { ...sample, optOut: OPT_OUT_LANGUAGE })} />
              </Section>
              <Section title="Opt-in, opt-out and help">
                <SelectField name="optInType" label="Opt-in type" required options={choicesOf(OPT_IN_TYPES)} placeholder="Choose" />
                <TextField name="optInKeywords" label="Opt-in keywords" helperText="Separated by commas; needed when recipients opt in via text." />
                <TextField name="optOutKeywords" label="Opt-out keywords" required helperText="Separated by commas: STOP, END" />
                <TextField name="helpKeywords" label="Help keywords" required helperText="Separated by commas: HELP, INFO" />
                <TextareaField name="optInMessage" label="Opt-in message" required rows={2} maxLength={message.max} helperText={t('{{min}} to {{max}} characters.', message)} />
                <TextareaField name="optOutMessage" label="Opt-out message" required rows={2} maxLength={message.max} helperText={t('{{min}} to {{max}} characters.', message)} />
                <TextareaField name="helpMessage" label="Help message" required rows={2} maxLength={message.max} helperText={t('{{min}} to {{max}} characters.', message)} />
              </Section>
              <Section title="Customer care">
                <TextField name="customerCareEmail" label="Customer care email" type="email" required />
                <TextField name="customerCarePhone" label="Customer care phone" type="tel" required />
                <TextField name="termsAndConditionsUrl" label="Terms and conditions URL" type="url" placeholder="https://" />
              </Section>
              <DidGroupsField groups={groups} />
              <FormActions editing={useCase !== null} submitting={isSubmitting} onCancel={() => navigate(back)} />
            </Stack>
          </Form>
        )}
      </Formik>
    </Stack>
  );
}
