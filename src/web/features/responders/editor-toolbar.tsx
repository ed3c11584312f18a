// The editor's toolbar (UI.md "The responder canvas": undo, redo, auto-layout, test run, problems
// count, save state, publish): the responder's title and status, where its work stands (saved,
// unsaved, saving), and the commands. Undo and redo name the step they take back or redo. Publish
// is held while a check finds an error, and says why beside it.
import { Badge, Box, Button, Flex, HStack, Heading, Link as ChakraLink, Separator, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { Responder } from '@domain/responders';
import { tMessage, useTranslation } from '@web/i18n';
import { StatusBadge } from '@web/ui';
import { ChevronLeftIcon } from '@web/ui/icons';
import { STATUS_LABELS, responderStatusColors } from './responder-status';

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'failed';
export type EditorPanel = 'simulator' | 'revisions' | null;

export interface EditorToolbarProps {
  responder: Responder;
  listPath: string;
  saveState: SaveState;
  undoStep: string | null;
  redoStep: string | null;
  errors: number;
  warnings: number;
  /** Why publish is held (an error stands, a save or a layout runs); null when it may go. */
  publishHeld: string | null;
  busy: boolean;
  panel: EditorPanel;
  onUndo: () => void;
  onRedo: () => void;
  onAutoLayout: () => void;
  onSave: () => void;
  onPublish: () => void;
  onPanel: (panel: EditorPanel) => void;
  onProblems: () => void;
  /** The canvas's live overlay: what real contacts did, per node and edge. */
  live: boolean;
  onLive: (on: boolean) => void;
}

const SAVE_STATE_TEXT: Record<SaveState, string> = { saved: 'All changes saved', unsaved: 'Unsaved changes', saving: 'Saving...', failed: 'Not saved' };

export function EditorToolbar(props: EditorToolbarProps) {
  const { t } = useTranslation();
  const { responder, saveState, undoStep, redoStep, errors, warnings, publishHeld, busy, panel } = props;
  const status = STATUS_LABELS[responder.status];
  const toggle = (which: Exclude<EditorPanel, null>) => props.onPanel(panel === which ? null : which);
  return (
    <Flex as="header" direction="column" gap="2" pb="3" borderBottomWidth="1px">
      <Flex align="center" gap="3" wrap="wrap">
        <ChakraLink asChild color="fg.muted" textStyle="sm">
          <Link to={props.listPath}>
            <ChevronLeftIcon boxSize="4" aria-hidden />
            {t(responder.published ? 'Responders' : 'Responder templates')}
          </Link>
        </ChakraLink>
        <Heading as="h1" size="lg" truncate minW="0" maxW="md" title={responder.title}>
          {responder.title}
        </Heading>
        <StatusBadge status={status} map={responderStatusColors} label={t(status)} />
        {!responder.published && <Badge variant="outline">{t('Template')}</Badge>}
        <Text textStyle="sm" color={saveState === 'failed' ? 'fg.error' : 'fg.muted'} role="status" aria-live="polite">
          {t(SAVE_STATE_TEXT[saveState])}
          {responder.revision !== null && ` · ${t('Revision {{n}}', { n: responder.revision })}`}
        </Text>
        <Box flex="1" />
        <HStack gap="2">
          <Button size="sm" variant="outline" disabled={saveState === 'saved' || saveState === 'saving' || busy} loading={saveState === 'saving'} onClick={props.onSave}>
            {t('Save')}
          </Button>
          <Button size="sm" colorPalette="accent" disabled={publishHeld !== null} aria-describedby={publishHeld ? 'publish-held' : undefined} onClick={props.onPublish}>
            {t('Publish')}
          </Button>
        </HStack>
      </Flex>
      <Flex align="center" gap="2" wrap="wrap" role="toolbar" aria-label={t('Editor')}>
        <HStack gap="1">
          <Button size="sm" variant="outline" disabled={undoStep === null || busy} onClick={props.onUndo} title={undoStep ? t('Undo {{step}} (Ctrl+Z)', { step: tMessage(undoStep) }) : t('Nothing to undo')}>
            {t('Undo')}
          </Button>
          <Button size="sm" variant="outline" disabled={redoStep === null || busy} onClick={props.onRedo} title={redoStep ? t('Redo {{step}} (Ctrl+Shift+Z)', { step: tMessage(redoStep) }) : t('Nothing to redo')}>
            {t('Redo')}
          </Button>
        </HStack>
        <Button size="sm" variant="outline" disabled={busy} onClick={props.onAutoLayout}>
          {t('Auto-layout')}
        </Button>
        <Separator orientation="vertical" h="6" />
        <Button size="sm" variant={panel === 'simulator' ? 'subtle' : 'ghost'} aria-pressed={panel === 'simulator'} onClick={() => toggle('simulator')}>
          {t('Test run')}
        </Button>
        <Button size="sm" variant={panel === 'revisions' ? 'subtle' : 'ghost'} aria-pressed={panel === 'revisions'} onClick={() => toggle('revisions')}>
          {t('Revisions')}
        </Button>
        <Button size="sm" variant={props.live ? 'subtle' : 'ghost'} aria-pressed={props.live} onClick={() => props.onLive(!props.live)}>
          {t('Live counts')}
        </Button>
        <Button size="sm" variant="ghost" onClick={props.onProblems} colorPalette={errors > 0 ? 'red' : warnings > 0 ? 'orange' : 'gray'}>
          {errors + warnings === 0 ? t('No problems') : t('Problems: {{errors}} errors, {{warnings}} warnings', { errors, warnings })}
        </Button>
        <Box flex="1" />
        {publishHeld && (
          <Text id="publish-held" textStyle="xs" color="fg.muted" textAlign="end">
            {t(publishHeld)}
          </Text>
        )}
      </Flex>
    </Flex>
  );
}
