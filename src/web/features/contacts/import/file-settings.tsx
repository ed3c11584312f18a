// One chosen file on the first step: its separator (guessed, changeable), whether its first row is
// a header, and the first rows as parsed with those choices, so the sender sees at once whether
// the columns come apart right.
import { Box, Card, Checkbox, CloseButton, Field, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { SEPARATORS, type Separator } from '@domain/contacts';
import { useTranslation } from '@web/i18n';
import type { ChosenFile, FileChoices } from './prepare-file';

/** Rows of the file shown under its settings (the mapping step shows the samples per column). */
const SHOWN_ROWS = 5;

export const SEPARATOR_LABELS: Record<Separator, string> = {
  tab: 'Tab',
  semicolon: 'Semicolon',
  comma: 'Comma',
  space: 'Space',
  other: 'Other',
};

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

type Props = {
  chosen: ChosenFile;
  onChange: (changes: FileChoices) => void;
  onRemove: () => void;
};

export function FileSettings({ chosen, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const { draft, preview, problem, file } = chosen;
  const rows = preview.rows.slice(0, SHOWN_ROWS + (draft.hasHeader ? 1 : 0));
  const width = preview.columns.length;

  return (
    <Card.Root size="sm" variant="outline">
      <Card.Header>
        <HStack justify="space-between" gap="2">
          <Box minW="0">
            <Text fontWeight="semibold" truncate>
              {file.name}
            </Text>
            <Text textStyle="xs" color="fg.muted">
              {formatSize(file.size)}
            </Text>
          </Box>
          <CloseButton size="sm" aria-label={t('Remove {{fileName}}', { fileName: file.name })} onClick={onRemove} />
        </HStack>
      </Card.Header>
      <Card.Body>
        {problem ? (
          <Text color="fg.error" textStyle="sm" role="alert">
            {t(problem.text, problem.params)}
          </Text>
        ) : (
          <Stack gap="4">
            <HStack gap="4" align="flex-end" wrap="wrap">
              <Field.Root w="auto" minW="40">
                <Field.Label>{t('Separator')}</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={draft.separator}
                    onChange={(e) => {
                      const separator = SEPARATORS.find((s) => s === e.currentTarget.value);
                      if (separator) onChange({ separator });
                    }}
                  >
                    {SEPARATORS.map((s) => (
                      <option key={s} value={s}>
                        {t(SEPARATOR_LABELS[s])}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              {draft.separator === 'other' && (
                <Field.Root w="auto" invalid={draft.otherSeparator.length !== 1}>
                  <Field.Label>{t('Other separator')}</Field.Label>
                  <Input size="sm" w="20" maxLength={1} value={draft.otherSeparator} onChange={(e) => onChange({ otherSeparator: e.currentTarget.value })} />
                </Field.Root>
              )}
              <Checkbox.Root
                colorPalette="accent"
                checked={draft.hasHeader}
                onCheckedChange={(d) => onChange({ hasHeader: d.checked === true })}
                pb="2"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('First row is a header')}</Checkbox.Label>
              </Checkbox.Root>
            </HStack>
            {rows.length > 0 && (
              <Box overflowX="auto" borderWidth="1px" rounded="md">
                <Table.Root size="sm" aria-label={t('Preview of {{fileName}}', { fileName: file.name })}>
                  <Table.Body>
                    {rows.map((row, r) => (
                      <Table.Row key={r} bg={draft.hasHeader && r === 0 ? 'bg.muted' : undefined}>
                        {Array.from({ length: width }, (_, c) => (
                          <Table.Cell key={c} fontWeight={draft.hasHeader && r === 0 ? 'semibold' : undefined} whiteSpace="nowrap" maxW="48" truncate>
                            {row[c] ?? ''}
                          </Table.Cell>
                        ))}
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
