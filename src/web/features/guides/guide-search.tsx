// The viewer's search ('Input to search...'): asks the server 300 ms after the last key, lists up to
// 11 matches a page with the feature's title and the text around the match, or 'No result'; a click
// hands the match to the page, which selects the feature and highlights it.
import { useEffect, useState } from 'react';
import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { GUIDE_SEARCH_DEBOUNCE_MS, guideTexts, type GuideMatch, type GuideRole, type GuideSearchResult } from '@domain/guides';
import { useTranslation } from '@web/i18n';
import { useDebouncedValue } from '@web/ui';
import { searchGuide } from './guides-api';

export interface GuideSearchProps {
  role: GuideRole | undefined;
  onPick: (match: GuideMatch, query: string) => void;
}

export function GuideSearch({ role, onPick }: GuideSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<GuideSearchResult | null>(null);
  const query = useDebouncedValue(text.trim(), GUIDE_SEARCH_DEBOUNCE_MS);

  useEffect(() => setPage(1), [query]);
  useEffect(() => {
    if (!query) {
      setResult(null);
      return;
    }
    const controller = new AbortController();
    searchGuide(query, role, page, controller.signal)
      .then((answer) => {
        setResult(answer);
        setOpen(true);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [query, role, page]);

  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;
  return (
    <Box position="relative" w={{ base: 'full', md: 'sm' }}>
      <Input
        type="search"
        aria-label={t('Search')}
        placeholder={t(guideTexts.searchPlaceholder)}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onFocus={() => setOpen(true)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      />
      {open && query && result && (
        <Box
          role="listbox"
          aria-label={t('Search results')}
          position="absolute"
          insetX="0"
          top="calc(100% + 4px)"
          zIndex="dropdown"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="lg"
          maxH="md"
          overflowY="auto"
          p="1"
        >
          {result.items.length === 0 ? (
            <Text p="3" color="fg.muted">
              {t(guideTexts.noResult)}
            </Text>
          ) : (
            <Stack gap="0">
              {result.items.map((m) => (
                <Box
                  as="button"
                  role="option"
                  key={`${m.featureId}-${m.occurrence}`}
                  textAlign="start"
                  px="3"
                  py="2"
                  borderRadius="sm"
                  _hover={{ bg: 'bg.muted' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'accent.focusRing' }}
                  onClick={() => {
                    setOpen(false);
                    onPick(m, query);
                  }}
                >
                  <Text fontWeight="semibold" textStyle="sm">
                    {m.title}
                  </Text>
                  <Text textStyle="xs" color="fg.muted" lineClamp={2}>
                    {m.context}
                  </Text>
                </Box>
              ))}
              {pages > 1 && (
                <HStack justify="space-between" px="2" py="1" borderTopWidth="1px">
                  <Button size="xs" variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    {t('Previous')}
                  </Button>
                  <Text textStyle="xs" color="fg.muted">
                    {t('Page {{page}} of {{pages}}', { page, pages })}
                  </Text>
                  <Button size="xs" variant="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                    {t('Next')}
                  </Button>
                </HStack>
              )}
            </Stack>
          )}
        </Box>
      )}
    </Box>
  );
}
