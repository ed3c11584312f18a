// The dialog that shows a new or renewed token, the only time it is ever shown (only its hash is
// kept), with Copy ('Copied!').
import { Alert, Button, Code, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import type { IssuedToken } from '@domain/api-settings';
import { useTranslation } from '@web/i18n';
import { notify } from '@web/ui';

export function IssuedTokenDialog({ issued, onClose }: { issued: IssuedToken | null; onClose: () => void }) {
  const { t } = useTranslation();
  const copy = async () => {
    if (!issued) return;
    await navigator.clipboard.writeText(issued.token);
    notify({ type: 'success', description: 'Copied!' });
  };
  return (
    <Dialog.Root open={issued !== null} onOpenChange={(e) => !e.open && onClose()} size="lg" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('Your new API token')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Title>{t('Copy it now: it is shown only this once.')}</Alert.Title>
                </Alert.Root>
                <Code data-testid="issued-token" p="2" wordBreak="break-all" whiteSpace="normal">
                  {issued?.token}
                </Code>
                <Text textStyle="sm" color="fg.muted">
                  {t('Send it as Authorization: Bearer <token> to the public API.')}
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack gap="2">
                <Button variant="outline" onClick={() => void copy()}>
                  {t('Copy')}
                </Button>
                <Button colorPalette="accent" onClick={onClose}>
                  {t('Done')}
                </Button>
              </HStack>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('Close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
