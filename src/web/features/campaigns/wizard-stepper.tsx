// The wizard's steps as a list of buttons: the current one marked, a step with problems flagged.
// A click asks the machine to go there ('wizard.goto'); the machine decides whether it may.
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { COMPOSE_STEPS, type ComposeStep } from '@domain/campaign-compose';
import { useTranslation } from '@web/i18n';
import { STEP_LABELS } from './step-labels';

interface Props {
  current: ComposeStep;
  withProblems: readonly ComposeStep[];
  onGoTo: (step: ComposeStep) => void;
}

export function WizardStepper({ current, withProblems, onGoTo }: Props) {
  const { t } = useTranslation();
  return (
    <Box as="nav" aria-label={t('Campaign steps')} minW="0">
      <Stack as="ol" direction={{ base: 'row', xl: 'column' }} gap="1" listStyleType="none" m="0" p="0" overflowX="auto">
        {COMPOSE_STEPS.map((step, index) => {
          const isCurrent = step === current;
          return (
            <Box as="li" key={step} flexShrink={0}>
              <Button
                variant={isCurrent ? 'subtle' : 'ghost'}
                colorPalette={isCurrent ? 'accent' : 'gray'}
                justifyContent="flex-start"
                w="full"
                aria-current={isCurrent ? 'step' : undefined}
                onClick={() => onGoTo(step)}
              >
                <HStack gap="2">
                  <Text as="span" color="fg.muted" fontVariantNumeric="tabular-nums">
                    {index + 1}
                  </Text>
                  <Text as="span">{t(STEP_LABELS[step])}</Text>
                  {withProblems.includes(step) && (
                    <Badge colorPalette="red" size="sm">
                      {t('To fix')}
                    </Badge>
                  )}
                </HStack>
              </Button>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
