// The problems panel under the canvas (UI.md "problems panel at the bottom"): what the checks of
// flows/validation.ts find, errors first. A problem names its node, the field in the inspector's
// words and what is wrong; choosing it selects that node on the canvas and zooms to it. Any error
// holds publish (flows/problems.ts).
import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { Problem } from '@flows/problems';
import { tMessage, useTranslation } from '@web/i18n';
import { ChevronDownIcon, ChevronUpIcon } from '@web/ui/icons';

export interface ProblemsPanelProps {
  problems: readonly Problem[];
  /** Node labels by id ('Node #1.2'). */
  labels: ReadonlyMap<string, string>;
  open: boolean;
  onToggle: () => void;
  onSelect: (nodeId: string) => void;
}

const bySeverity = (a: Problem, b: Problem) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1);

export function ProblemsPanel({ problems, labels, open, onToggle, onSelect }: ProblemsPanelProps) {
  const { t } = useTranslation();
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  const sorted = [...problems].sort(bySeverity);
  return (
    <Box as="section" aria-label={t('Problems')} borderTopWidth="1px" bg="bg.subtle">
      <Button variant="ghost" size="sm" w="full" justifyContent="space-between" rounded="none" onClick={onToggle} aria-expanded={open}>
        <Text as="span" fontWeight="semibold">
          {t('Problems')}{' '}
          <Text as="span" color={errors > 0 ? 'fg.error' : 'fg.muted'} fontWeight="normal">
            {t('{{errors}} errors, {{warnings}} warnings', { errors, warnings })}
          </Text>
        </Text>
        {open ? <ChevronDownIcon aria-hidden /> : <ChevronUpIcon aria-hidden />}
      </Button>
      {open && (
        <Box maxH="48" overflowY="auto" px="3" pb="2">
          {sorted.length === 0 ? (
            <Text textStyle="sm" color="fg.muted" py="2">
              {t('No problems found: the responder can be published.')}
            </Text>
          ) : (
            <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
              {sorted.map((problem, i) => {
                const label = problem.nodeId ? labels.get(problem.nodeId) ?? problem.nodeId : t('Responder');
                return (
                  <Box as="li" key={`${problem.nodeId}-${problem.actionId}-${problem.field}-${i}`}>
                    <Button
                      variant="ghost"
                      size="sm"
                      w="full"
                      justifyContent="flex-start"
                      h="auto"
                      py="1.5"
                      whiteSpace="normal"
                      textAlign="start"
                      disabled={problem.nodeId === null}
                      onClick={() => problem.nodeId && onSelect(problem.nodeId)}
                    >
                      <Flex gap="2" align="baseline" wrap="wrap">
                        <Badge colorPalette={problem.severity === 'error' ? 'red' : 'orange'} variant="subtle" flexShrink={0}>
                          {t(problem.severity === 'error' ? 'Error' : 'Warning')}
                        </Badge>
                        <Text as="span" fontWeight="medium">
                          {label}
                          {problem.field && ` · ${t(problem.field)}`}
                        </Text>
                        <Text as="span" fontWeight="normal">
                          {tMessage(problem.message)}
                        </Text>
                      </Flex>
                    </Button>
                  </Box>
                );
              })}
            </Stack>
          )}
        </Box>
      )}
    </Box>
  );
}
