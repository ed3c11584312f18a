// '?': the keyboard shortcuts, in a dialog.
import { Box, Button, Dialog, Portal, Table } from '@chakra-ui/react';
import { useCanvasText } from './canvas-text';

/** Key caps stay as printed on the keyboard; only the mouse gestures are words to translate. */
export const SHORTCUTS: readonly [keys: string, what: string][] = [
  ['Ctrl+Z', 'Undo'],
  ['Ctrl+Shift+Z', 'Redo'],
  ['Ctrl+C', 'Copy the selected nodes'],
  ['Ctrl+V', 'Paste at the pointer'],
  ['Ctrl+D', 'Duplicate the selected node'],
  ['Delete', 'Delete the selected nodes'],
  ['Ctrl+F', 'Find a node'],
  ['Ctrl+S', 'Save'],
  ['Shift+drag', 'Select several nodes with a box'],
  ['Shift+click', 'Add a node to the selection'],
  ['?', 'Show these shortcuts'],
];
export const GESTURES: ReadonlySet<string> = new Set(['Shift+drag', 'Shift+click']);

export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useCanvasText();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('Keyboard shortcuts')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Table.Root size="sm">
                <Table.Body>
                  {SHORTCUTS.map(([keys, what]) => (
                    <Table.Row key={keys}>
                      <Table.Cell>
                        <Box as="kbd" fontFamily="mono">{GESTURES.has(keys) ? t(keys) : keys}</Box>
                      </Table.Cell>
                      <Table.Cell>{t(what)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('Close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
