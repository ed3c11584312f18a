// The counts an import reports when it ends (its task result; the same figures go into the group's
// metadata.imported), named in the spec's words where it has them: leadDuplicated, leadOptout,
// leadSystemBlacklisted.
import { Table } from '@chakra-ui/react';
import type { BackgroundTask } from '@domain/background-tasks';
import { IMPORT_COUNT_KEYS } from '@domain/contacts';
import { useTranslation } from '@web/i18n';

export const COUNT_LABELS: Record<(typeof IMPORT_COUNT_KEYS)[number], string> = {
  total: 'Lead total',
  inserted: 'Imported',
  invalid: 'Invalid',
  duplicated: 'Lead duplicated',
  optout: 'Lead optout',
  blacklisted: 'Lead system blacklisted',
  suppressed: 'Suppressed',
};

/** A count from the task result; 0 when the task did not report it. */
export function countOf(result: BackgroundTask['result'], key: string): number {
  const value = result?.[key];
  return typeof value === 'number' ? value : 0;
}

export function ImportSummaryTable({ result }: { result: BackgroundTask['result'] }) {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language);
  return (
    <Table.Root size="sm" aria-label={t('Import summary')}>
      <Table.Body>
        {IMPORT_COUNT_KEYS.map((key) => (
          <Table.Row key={key}>
            <Table.Cell>{t(COUNT_LABELS[key])}</Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {format.format(countOf(result, key))}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
