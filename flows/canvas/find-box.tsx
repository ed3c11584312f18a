// Ctrl+F: find a node by its label, a keyword or its message text (flows/find.ts), listed as you
// type; choosing one selects it and zooms to it. Enter takes the first match, Escape closes.
import { useMemo, useState, type KeyboardEvent } from 'react';
import { Box, Button, Input, Stack, Text } from '@chakra-ui/react';
import type { ResponderDocument } from '@domain/responder-flow';
import { findNodes } from '../find';
import type { ResponderLibrary } from './library';
import { useCanvasText } from './canvas-text';

/** Enough to choose from; a query matching hundreds wants more letters. */
const SHOWN_MAX = 50;

type Props = { document: ResponderDocument; library: ResponderLibrary; onChoose: (nodeId: string) => void; onClose: () => void };

export function FindBox({ document, library, onChoose, onClose }: Props) {
  const { t } = useCanvasText();
  const [query, setQuery] = useState('');
  const matches = useMemo(() => (query.trim() ? findNodes(document, query, { creatives: library.creatives }) : []), [document, query, library.creatives]);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') onClose();
    if (event.key === 'Enter' && matches.length > 0) onChoose(matches[0].nodeId);
  };
  return (
    <Box role="search" className="rc-find" bg="bg.panel" borderWidth="1px" borderRadius="md" boxShadow="md" p="2" w="xs">
      <Input size="sm" autoFocus aria-label={t('Find a node')} placeholder={t('Label, keyword or message text')} value={query} onChange={(e) => setQuery(e.currentTarget.value)} onKeyDown={onKeyDown} />
      {query.trim() !== '' && (
        <Stack as="ul" gap="0" mt="2" maxH="xs" overflowY="auto" aria-label={t('Matches')}>
          {matches.length === 0 && <Text as="li" textStyle="sm" color="fg.muted">{t('No node matches')}</Text>}
          {matches.slice(0, SHOWN_MAX).map((m) => (
            <li key={m.nodeId}>
              <Button size="xs" variant="ghost" w="full" justifyContent="flex-start" onClick={() => onChoose(m.nodeId)}>
                <Text as="span" fontWeight="semibold">{m.label}</Text>
                <Text as="span" color="fg.muted" truncate>{m.match}</Text>
              </Button>
            </li>
          ))}
          {matches.length > SHOWN_MAX && <Text as="li" textStyle="xs" color="fg.muted">{t('{{count}} more: type more to narrow', { count: matches.length - SHOWN_MAX })}</Text>}
        </Stack>
      )}
    </Box>
  );
}
