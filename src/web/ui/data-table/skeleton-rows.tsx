// Placeholder rows while the DataTable loads: the table keeps its shape instead of going blank.
import { Skeleton, Table } from '@chakra-ui/react';

export function SkeletonRows({ count, columns, height }: { count: number; columns: number; height: string }) {
  return Array.from({ length: count }, (_, i) => (
    <Table.Row key={`skeleton-${i}`} h={height} aria-hidden="true" data-testid="skeleton-row">
      {Array.from({ length: columns }, (__, c) => (
        <Table.Cell key={c}>
          <Skeleton h="4" />
        </Table.Cell>
      ))}
    </Table.Row>
  ));
}
