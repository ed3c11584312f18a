// The settings page's KYC tab (001 §7): the application's code with the spec's label (000 §4), the
// documents (add PDF, JPEG or PNG up to 10 MB; remove), the information, and Submit, which needs
// both and sets PENDING REVIEW, after which the tab is read-only.
import { Badge, Box, Button, Fieldset, HStack, Input, NativeSelect, SimpleGrid, Stack, Table, Text, Field } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import {
  KYC_DOCUMENT_KIND_LABELS,
  KYC_DOCUMENT_KINDS,
  KYC_DOCUMENT_MAX_BYTES,
  KYC_DOCUMENT_TYPES,
  kycInformationSchema,
  kycMessages,
  type KycDetails,
  type KycDocumentKind,
  type KycInformation,
} from '@domain/kyc';
import { useTranslation } from '@web/i18n';
import { ConfirmDialog, EmptyState, LoadingSkeleton, TextField, formatBytes, formatWhen, notify, showFormError, showRefusal, useLoad, zodValidate } from '@web/ui';
import { addKycDocument, addKycInformation, getKycDetails, removeKycDocument, submitKyc } from './kyc-api';

const validation = zodValidate(kycInformationSchema);
const EMPTY: KycInformation = { fullName: '', dateOfBirth: '', nationality: '', idNumber: '', address: '' };

export function KycTab() {
  const { t } = useTranslation();
  const loaded = useLoad((signal) => getKycDetails(signal), []);
  const [details, setDetails] = useState<KycDetails | null>(null);
  useEffect(() => setDetails(loaded.data), [loaded.data]);
  const [kind, setKind] = useState<KycDocumentKind>('identity');
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  if (loaded.failed) return <EmptyState title="The KYC details could not be loaded" onRetry={loaded.retry} />;
  if (details === null) return <LoadingSkeleton lines={6} />;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!(KYC_DOCUMENT_TYPES as readonly string[]).includes(file.type)) return notify({ type: 'error', description: kycMessages.fileType });
    if (file.size > KYC_DOCUMENT_MAX_BYTES) return notify({ type: 'error', description: kycMessages.fileTooBig });
    setUploading(true);
    try {
      setDetails(await addKycDocument(kind, file));
      notify({ type: 'success', description: 'Added' });
    } catch (error) {
      showRefusal(error);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const saveInformation = async (values: KycInformation, helpers: FormikHelpers<KycInformation>) => {
    try {
      setDetails(await addKycInformation(values));
      helpers.resetForm({ values });
      notify({ type: 'success', description: 'Updated' });
    } catch (error) {
      showFormError(error, helpers, Object.keys(EMPTY));
    }
  };

  const submit = async () => {
    setSubmitting(true);
    try {
      setDetails(await submitKyc());
      notify({ type: 'success', description: kycMessages.submitted });
    } catch (error) {
      showRefusal(error);
    } finally {
      setSubmitting(false);
    }
  };

  const { editable } = details;
  return (
    <Stack gap="6">
      <HStack gap="3">
        <Text fontWeight="semibold">{t('KYC status')}</Text>
        <Badge colorPalette={details.code === 9001 ? 'green' : editable ? 'gray' : 'blue'} data-testid="kyc-code">
          {details.codeLabel}
        </Badge>
        {details.submittedAt && <Text color="fg.muted" textStyle="sm">{t('Submitted on {{date}}', { date: formatWhen(details.submittedAt) })}</Text>}
      </HStack>

      <Fieldset.Root>
        <Fieldset.Legend>{t('Documents')}</Fieldset.Legend>
        <Fieldset.HelperText>{t('PDF, JPEG or PNG, at most 10 MB each.')}</Fieldset.HelperText>
        {details.documents.length === 0 ? (
          <Text color="fg.muted" mt="3">{t('No document yet')}</Text>
        ) : (
          <Table.Root size="sm" variant="outline" mt="3" aria-label={t('Documents')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('Document type')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('File')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('Size')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('Added')}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {details.documents.map((doc) => (
                <Table.Row key={doc.id}>
                  <Table.Cell>{t(KYC_DOCUMENT_KIND_LABELS[doc.kind])}</Table.Cell>
                  <Table.Cell>{doc.fileName}</Table.Cell>
                  <Table.Cell>{formatBytes(doc.sizeBytes)}</Table.Cell>
                  <Table.Cell>{formatWhen(doc.createdAt)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {editable && (
                      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setRemoving(doc.id)}>
                        {t('Remove')}
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
        {editable && (
          <HStack mt="3" gap="3" align="end" wrap="wrap">
            <Field.Root maxW="xs">
              <Field.Label>{t('Document type')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={kind} onChange={(e) => setKind(KYC_DOCUMENT_KINDS.find((k) => k === e.currentTarget.value) ?? 'other')}>
                  {KYC_DOCUMENT_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(KYC_DOCUMENT_KIND_LABELS[k])}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Box>
              <Input ref={fileInput} type="file" accept={KYC_DOCUMENT_TYPES.join(',')} display="none" aria-label={t('Document file')} onChange={(e) => void upload(e.currentTarget.files?.[0])} />
              <Button variant="outline" loading={uploading} onClick={() => fileInput.current?.click()}>
                {t('Add document')}
              </Button>
            </Box>
          </HStack>
        )}
      </Fieldset.Root>

      <Formik<KycInformation> initialValues={details.information ?? EMPTY} validationSchema={validation} validateOnChange={false} validateOnBlur={false} onSubmit={saveInformation} enableReinitialize>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('KYC information')}>
            <Fieldset.Root disabled={!editable}>
              <Fieldset.Legend>{t('Information')}</Fieldset.Legend>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="3">
                <TextField name="fullName" label="Full name" required disabled={!editable} />
                <TextField name="dateOfBirth" label="Date of birth" placeholder="YYYY-MM-DD" required disabled={!editable} />
                <TextField name="nationality" label="Nationality" required disabled={!editable} />
                <TextField name="idNumber" label="ID number" required disabled={!editable} />
                <TextField name="address" label="Address" required disabled={!editable} />
              </SimpleGrid>
              {editable && (
                <HStack justify="flex-end" mt="3">
                  <Button type="submit" variant="outline" loading={isSubmitting}>
                    {t('Save information')}
                  </Button>
                </HStack>
              )}
            </Fieldset.Root>
          </Form>
        )}
      </Formik>

      {editable && (
        <HStack justify="flex-end">
          <Button colorPalette="accent" loading={submitting} onClick={() => void submit()}>
            {t('Submit')}
          </Button>
        </HStack>
      )}

      <ConfirmDialog
        open={removing !== null}
        title="Remove document"
        message={t('The document will be removed from your KYC application.')}
        confirmLabel="Remove"
        danger
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (removing === null) return;
          try {
            setDetails(await removeKycDocument(removing));
          } catch (error) {
            showRefusal(error);
            throw error;
          }
        }}
      />
    </Stack>
  );
}
