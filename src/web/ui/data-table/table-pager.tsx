// The footer of a paged DataTable: rows per page, the shown range, a go-to-page box and the
// first/previous/next/last buttons (000 §2 Shared data table). A capped total ("1000+") leaves the
// next page open past the last counted one.
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@web/i18n';
import { HStack, IconButton, Input, NativeSelect, Text, chakra } from '@chakra-ui/react';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from '../icons';
import { PAGE_SIZES } from './page-sizes';
import type { PagesPagination } from './types';

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function TablePager({ page, pageSize, total, totalCapped = false, onPageChange, onPageSizeChange, pageSizeOptions = PAGE_SIZES }: PagesPagination) {
  const { t } = useTranslation();
  const sizeId = useId();
  const gotoId = useId();
  const [goto, setGoto] = useState('');
  const last = pageCount(total, pageSize);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  // The furthest page the buttons reach: the last counted one, or one more when there are more.
  const reachable = totalCapped ? Math.max(last, page) + 1 : last;
  const more = totalCapped ? '+' : '';

  const go = (target: number) => {
    const clamped = Math.min(reachable, Math.max(1, Math.trunc(target)));
    if (clamped !== page) onPageChange(clamped);
  };
  const submitGoto = () => {
    const target = Number(goto);
    if (goto.trim() !== '' && Number.isFinite(target)) go(target);
    setGoto('');
  };
  const onGotoKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submitGoto();
    }
  };

  return (
    <HStack justify="space-between" wrap="wrap" gap="4" pt="3" textStyle="sm">
      <HStack gap="2">
        <chakra.label htmlFor={sizeId} color="fg.muted" whiteSpace="nowrap">
          {t('Rows per page')}
        </chakra.label>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field id={sizeId} value={String(pageSize)} onChange={(e) => onPageSizeChange(Number(e.currentTarget.value))}>
            {pageSizeOptions.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Text color="fg.muted" whiteSpace="nowrap">
          {t('{{from}}-{{to}} of {{total}}', { from, to, total: `${total}${more}` })}
        </Text>
      </HStack>
      <HStack gap="1">
        <IconButton aria-label={t('First page')} size="sm" variant="ghost" disabled={page <= 1} onClick={() => go(1)}>
          <ChevronsLeftIcon />
        </IconButton>
        <IconButton aria-label={t('Previous page')} size="sm" variant="ghost" disabled={page <= 1} onClick={() => go(page - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        <Text px="2" whiteSpace="nowrap" aria-live="polite">
          {t('Page {{page}} of {{last}}', { page, last: `${last}${more}` })}
        </Text>
        <IconButton aria-label={t('Next page')} size="sm" variant="ghost" disabled={page >= reachable} onClick={() => go(page + 1)}>
          <ChevronRightIcon />
        </IconButton>
        <IconButton aria-label={t('Last page')} size="sm" variant="ghost" disabled={page >= last} onClick={() => go(last)}>
          <ChevronsRightIcon />
        </IconButton>
        <chakra.label htmlFor={gotoId} color="fg.muted" whiteSpace="nowrap" ms="3">
          {t('Go to page')}
        </chakra.label>
        <Input
          id={gotoId}
          size="sm"
          width="16"
          type="number"
          inputMode="numeric"
          min={1}
          max={reachable}
          value={goto}
          onChange={(e) => setGoto(e.currentTarget.value)}
          onKeyDown={onGotoKey}
          onBlur={submitGoto}
        />
      </HStack>
    </HStack>
  );
}
