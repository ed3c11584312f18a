// /guide: the viewer (000 'Other screens' Guide). Top bar 'Docs' with the search; the left menu
// 'Features' in their order, the first selected; the feature's rich text in the centre; 'On this
// page' anchors from its headings on the right; 'No content release!' when nothing is released.
// A Super-Admin picks the role with ?role= (001 §6); everyone else reads their own role's guide.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, Flex, Grid, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router-dom';
import { guideRoleSchema, guideTexts, type GuideMatch } from '@domain/guides';
import { useTranslation } from '@web/i18n';
import { useSession } from '@web/session/use-session';
import { EmptyState, LoadingSkeleton, useLoad } from '@web/ui';
import { readGuide } from './guides-api';
import { highlightMatch, withHeadingAnchors } from './guide-html';
import { guideProse } from './guide-prose';
import { GuideRoleSelect } from './guide-role-select';
import { GuideSearch } from './guide-search';

export function GuidePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const isAdmin = user?.role === 'Super-Admin';
  const [params, setParams] = useSearchParams();
  const picked = guideRoleSchema.safeParse(params.get('role'));
  const role = isAdmin && picked.success ? picked.data : undefined;
  const guide = useLoad((signal) => readGuide(role, signal), [role]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [match, setMatch] = useState<{ featureId: number; query: string; occurrence: number } | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  const features = guide.data?.features ?? [];
  const selected = features.find((f) => f.id === selectedId) ?? features[0];
  const prepared = useMemo(() => (selected ? withHeadingAnchors(selected.content) : null), [selected]);
  const topLevel = Math.min(4, ...(prepared?.headings.map((h) => h.level) ?? []));

  // A search click: the feature is shown, then its match is marked and scrolled to.
  useEffect(() => {
    const root = contentRef.current;
    if (!root || !match || !selected || match.featureId !== selected.id) return;
    const mark = highlightMatch(root, match.query, match.occurrence);
    mark?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [match, selected, prepared]);

  const pick = (m: GuideMatch, query: string) => {
    setSelectedId(m.featureId);
    setMatch({ featureId: m.featureId, query, occurrence: m.occurrence });
  };
  const choose = (id: number) => {
    setSelectedId(id);
    setMatch(null);
    contentRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <Stack gap="4">
      <Flex as="header" gap="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }} borderBottomWidth="1px" pb="3">
        <Heading as="h1" size="xl" flex="1">
          {t(guideTexts.docs)}
        </Heading>
        {isAdmin && (
          <HStack gap="2">
            <GuideRoleSelect value={guide.data?.role ?? role ?? 'Super-Admin'} onChange={(r) => setParams({ role: r })} />
            <Button asChild variant="outline" size="sm">
              <Link to={`/management-guide/edit/${guide.data?.role ?? 'All'}`}>{t('Edit guide')}</Link>
            </Button>
          </HStack>
        )}
        <GuideSearch key={guide.data?.role} role={role} onPick={pick} />
      </Flex>
      {guide.loading && !guide.data ? (
        <LoadingSkeleton lines={6} />
      ) : guide.failed ? (
        <EmptyState title="The guide could not be loaded" onRetry={guide.retry} />
      ) : !selected || !prepared ? (
        <EmptyState title={guideTexts.noContent} />
      ) : (
        <Grid templateColumns={{ base: '1fr', md: '160px minmax(0, 1fr) 150px', xl: '200px minmax(0, 1fr) 180px' }} gap="6" alignItems="start">
          <Box as="nav" aria-label={t(guideTexts.features)} position={{ md: 'sticky' }} top="4">
            <Text fontWeight="semibold" textStyle="xs" textTransform="uppercase" color="fg.muted" mb="2">
              {t(guideTexts.features)}
            </Text>
            <Stack gap="0.5">
              {features.map((f) => (
                <Button
                  key={f.id}
                  variant={f.id === selected.id ? 'subtle' : 'ghost'}
                  colorPalette={f.id === selected.id ? 'accent' : 'gray'}
                  justifyContent="flex-start"
                  size="sm"
                  aria-current={f.id === selected.id ? 'page' : undefined}
                  onClick={() => choose(f.id)}
                  whiteSpace="normal"
                  textAlign="start"
                  h="auto"
                  py="1.5"
                >
                  {f.title}
                </Button>
              ))}
            </Stack>
          </Box>
          <Box as="article" minW="0" aria-label={selected.title}>
            <Heading as="h2" size="2xl" mb="4">
              {selected.title}
            </Heading>
            {/* The HTML was sanitised by the server (sanitize-html) when saved and again when read. */}
            <Box ref={contentRef} css={guideProse} data-testid="guide-content" dangerouslySetInnerHTML={{ __html: prepared.html }} />
          </Box>
          <Box as="nav" aria-label={t(guideTexts.onThisPage)} display={{ base: 'none', md: 'block' }} position="sticky" top="4">
            <Text fontWeight="semibold" textStyle="xs" textTransform="uppercase" color="fg.muted" mb="2">
              {t(guideTexts.onThisPage)}
            </Text>
            <Stack gap="1" as="ul" listStyleType="none">
              {prepared.headings.map((h) => (
                <Box as="li" key={h.id} ps={String(Math.min(3, h.level - topLevel) * 3)}>
                  <ChakraLink
                    href={`#${h.id}`}
                    textStyle="sm"
                    color="fg.muted"
                    _hover={{ color: 'accent.fg' }}
                    onClick={(e) => {
                      e.preventDefault();
                      document.getElementById(h.id)?.scrollIntoView({ block: 'start', behavior: 'smooth' });
                    }}
                  >
                    {h.text}
                  </ChakraLink>
                </Box>
              ))}
            </Stack>
          </Box>
        </Grid>
      )}
    </Stack>
  );
}
