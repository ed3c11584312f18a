// The responder's forward phones (000 §3 responderForwardPhones): rows of a bracketed variable
// ('[agent]') and the phone it stands for, added and removed by the sender. Each input carries its
// own problem (responderForwardPhones[i].variable / .phone).
import { Button, Heading, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Compose, ComposeProblem } from '@domain/campaign-compose';
import { useTranslation } from '@web/i18n';
import { CloseIcon } from '@web/ui/icons';
import { ComposeText } from '../compose-fields';
import { problemAt } from '../step-props';

type ForwardPhone = Compose['responderForwardPhones'][number];

/** The most rows the compose holds (its shape's bound). */
export const FORWARD_PHONES_MAX = 20;

export function ForwardPhonesField({
  value,
  onChange,
  problems,
  disabled,
}: {
  value: readonly ForwardPhone[];
  onChange: (rows: ForwardPhone[]) => void;
  problems: readonly ComposeProblem[];
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const set = (index: number, patch: Partial<ForwardPhone>) => onChange(value.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Stack gap="3" role="group" aria-label={t('Forward phones')}>
      <Stack gap="1">
        <Heading as="h3" size="sm">
          {t('Forward phones')}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {t('Variables the responder can forward calls to, each with its phone.')}
        </Text>
      </Stack>
      {value.map((row, index) => (
        // Rows have no id of their own; their place is what the problems name.
        <HStack key={index} align="start" gap="3">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" flex="1">
            <ComposeText
              label="Variable"
              placeholder="[agent]"
              value={row.variable}
              onChange={(variable) => set(index, { variable })}
              error={problemAt(problems, `responderForwardPhones[${index}].variable`)}
              disabled={disabled}
            />
            <ComposeText
              label="Phone"
              placeholder="+1 555 010 0000"
              value={row.phone}
              onChange={(phone) => set(index, { phone })}
              error={problemAt(problems, `responderForwardPhones[${index}].phone`)}
              disabled={disabled}
            />
          </SimpleGrid>
          <IconButton
            mt="6"
            variant="ghost"
            aria-label={t('Remove forward phone {{n}}', { n: index + 1 })}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
            disabled={disabled}
          >
            <CloseIcon />
          </IconButton>
        </HStack>
      ))}
      <Button
        alignSelf="start"
        variant="outline"
        size="sm"
        onClick={() => onChange([...value, { variable: '', phone: '' }])}
        disabled={disabled || value.length >= FORWARD_PHONES_MAX}
      >
        {t('Add forward phone')}
      </Button>
    </Stack>
  );
}
