// The editor's message above the canvas: a save that failed (retry), a save refused because
// someone else saved first (reload, which drops the changes here), a layout or publish that
// failed; each can be closed. The message is the machine's, in the spec's or the server's words.
import { Alert, Button, CloseButton, Flex } from '@chakra-ui/react';
import { tMessage, useTranslation } from '@web/i18n';

export type EditorAlertKind = 'saveFailed' | 'saveConflict' | 'other';

export function EditorAlert({ kind, message, onRetry, onReload, onDismiss }: { kind: EditorAlertKind; message: string; onRetry: () => void; onReload: () => void; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status={kind === 'saveConflict' ? 'warning' : 'error'} role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{tMessage(message)}</Alert.Description>
      </Alert.Content>
      <Flex gap="2" align="center">
        {kind === 'saveFailed' && (
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t('Retry')}
          </Button>
        )}
        {kind === 'saveConflict' && (
          <Button size="sm" variant="outline" onClick={onReload}>
            {t('Reload')}
          </Button>
        )}
        <CloseButton size="sm" aria-label={t('Close')} onClick={onDismiss} />
      </Flex>
    </Alert.Root>
  );
}
