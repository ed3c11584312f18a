// The mapping of one file: a row per file column with its header and a few sample values, and what
// it becomes: a contact field (Phone and Link first: Phone must be mapped, Link is optional), a
// custom field under its header, or nothing (Skip).
import { Badge, Card, HStack, NativeSelect, Table, Text } from '@chakra-ui/react';
import type { ColumnMapping } from '@domain/contacts';
import { useTranslation } from '@web/i18n';
import { FIELD_LABELS, FIELD_ORDER } from './field-labels';
import { customName } from './mapping-guess';
import type { ChosenFile } from './prepare-file';

/** Sample values shown per column. */
const SHOWN_SAMPLES = 3;
const CUSTOM = 'custom';
const SKIP = 'skip';

const optionValue = (mapping: ColumnMapping) => ('field' in mapping ? `field:${mapping.field}` : 'custom' in mapping ? CUSTOM : SKIP);

function mappingFor(value: string, header: string, index: number): ColumnMapping {
  if (value === CUSTOM) return { custom: customName(header, index) };
  const field = FIELD_ORDER.find((f) => `field:${f}` === value);
  return field ? { field } : { skip: true };
}

type Props = {
  chosen: ChosenFile;
  onMap: (index: number, mapping: ColumnMapping) => void;
};

export function ColumnMappingCard({ chosen, onMap }: Props) {
  const { t } = useTranslation();
  const { draft, preview, file } = chosen;
  const phoneMapped = draft.columns.some((c) => 'field' in c && c.field === 'phone');
  const linkMapped = draft.columns.some((c) => 'field' in c && c.field === 'link');

  return (
    <Card.Root size="sm" variant="outline">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontWeight="semibold" truncate>
            {file.name}
          </Text>
          <HStack gap="2">
            <Badge colorPalette={phoneMapped ? 'green' : 'red'}>{phoneMapped ? t('Phone mapped') : t('Phone not mapped')}</Badge>
            <Badge colorPalette={linkMapped ? 'green' : 'gray'}>{linkMapped ? t('Link mapped') : t('Link optional')}</Badge>
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body overflowX="auto">
        <Table.Root size="sm" aria-label={t('Column mapping of {{fileName}}', { fileName: file.name })}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('File column')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('Sample values')}</Table.ColumnHeader>
              <Table.ColumnHeader minW="56">{t('Import as')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {preview.columns.map((column, index) => {
              const name = draft.hasHeader && column.header ? column.header : t('Column {{n}}', { n: index + 1 });
              const samples = column.samples.filter((s) => s !== '').slice(0, SHOWN_SAMPLES);
              const mapping = draft.columns[index] ?? { skip: true };
              return (
                <Table.Row key={index}>
                  <Table.Cell fontWeight="medium" maxW="48" truncate>
                    {name}
                  </Table.Cell>
                  <Table.Cell color="fg.muted" maxW="64" truncate>
                    {samples.join(' · ')}
                  </Table.Cell>
                  <Table.Cell>
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field
                        aria-label={t('Import {{column}} as', { column: name })}
                        value={optionValue(mapping)}
                        onChange={(e) => onMap(index, mappingFor(e.currentTarget.value, draft.hasHeader ? column.header : '', index))}
                      >
                        <option value="field:phone">{t('Phone (required)')}</option>
                        <option value="field:link">{t('Link (optional)')}</option>
                        <optgroup label={t('Contact fields')}>
                          {FIELD_ORDER.slice(2).map((f) => (
                            <option key={f} value={`field:${f}`}>
                              {t(FIELD_LABELS[f])}
                            </option>
                          ))}
                        </optgroup>
                        <option value={CUSTOM}>
                          {t('Custom field')}
                          {'custom' in mapping ? `: ${mapping.custom}` : ''}
                        </option>
                        <option value={SKIP}>{t('Skip')}</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Card.Body>
    </Card.Root>
  );
}
