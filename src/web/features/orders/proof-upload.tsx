// The proof-of-payment drop zone (000 §2 Invoice detail, §5): PDF only, up to 16MB ('file upload
// maximum' 16MB), checked here before sending and again by the server on the bytes. When a proof
// exists, a confirmation warns that the new one overwrites it.
import { Box, Input, Stack, Text } from '@chakra-ui/react';
import { orderMessages, PROOF_MAX_BYTES } from '@domain/orders';
import { ApiRequestError } from '@web/api/api-request-error';
import { useTranslation } from '@web/i18n';
import { ConfirmDialog, notify } from '@web/ui';
import { useRef, useState, type DragEvent } from 'react';
import { uploadProof } from './orders-api';

type Props = { orderId: number; hasProof: boolean; onUploaded: () => void };

export function ProofUpload({ orderId, hasProof, onUploaded }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);

  const send = async (file: File) => {
    setBusy(true);
    try {
      notify({ type: 'success', title: t(await uploadProof(orderId, file)) });
      onUploaded();
    } catch (error) {
      notify({ type: 'error', description: error instanceof ApiRequestError ? t(error.message) : undefined });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) {
      notify({ type: 'error', description: t(orderMessages.proofPdfOnly) });
      return;
    }
    if (file.size > PROOF_MAX_BYTES) {
      notify({ type: 'error', description: t(orderMessages.proofTooBig) });
      return;
    }
    if (hasProof) setPending(file);
    else void send(file);
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    choose(e.dataTransfer.files[0]);
  };

  return (
    <>
      <Box
        as="label"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={over ? 'accent.solid' : 'border'}
        rounded="md"
        p="6"
        textAlign="center"
        cursor={busy ? 'progress' : 'pointer'}
        onDragOver={(e: DragEvent) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="proof-drop"
      >
        <Stack gap="1">
          <Text fontWeight="medium">{t(busy ? 'Uploading…' : 'Drop the PDF proof of payment here, or click to choose it')}</Text>
          <Text textStyle="xs" color="fg.muted">
            {t('PDF only, file upload maximum 16MB')}
          </Text>
        </Stack>
        <Input ref={input} type="file" accept="application/pdf,.pdf" display="none" aria-label={t('Proof of payment')} disabled={busy} onChange={(e) => choose(e.currentTarget.files?.[0])} />
      </Box>
      <ConfirmDialog
        open={pending !== null}
        title="Replace the proof?"
        message={t('A proof of payment is already uploaded. The new one overwrites it.')}
        confirmLabel="Upload"
        onConfirm={async () => {
          if (pending) await send(pending);
        }}
        onClose={() => setPending(null)}
      />
    </>
  );
}
