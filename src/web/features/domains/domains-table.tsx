// The user's domains in the shared table (the /domain list and the inactive list): the search box
// (debounced, kept in the URL), the status filter, pages of 20 (001 §9 "domain list 20"), and,
// for the selected rows, Verify (the DNS check: a failed one shows its setup errors under the
// status), Release (gone in a few minutes: the spec's 'Release request sent! ...') and Release now.
import { useEffect, useMemo, useState } from 'react';
import { Button, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { DOMAIN_PAGE_SIZE, DOMAIN_STATUSES, domainMessages, type DomainList, type DomainStatus } from '@domain/domains';
import { useTranslation } from '@web/i18n';
import { ConfirmDialog, DataTable, EmptyState, FilterField, notify, showRefusal, statusText, useDebouncedValue, useLoad } from '@web/ui';
import { domainColumns } from './domain-columns';
import { releaseDomains, verifyDomains, type DomainListQuery } from './domains-api';

type Props = {
  label: string;
  load: (query: DomainListQuery, signal: AbortSignal) => Promise<DomainList>;
  /** Bumped by the page when domains changed elsewhere (added, bought, verified all). */
  reloadKey: number;
  empty: { title: string; description: string };
};

export function DomainsTable({ label, load, reloadKey, empty }: Props) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const status = DOMAIN_STATUSES.find((s) => s === params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [searchText, setSearchText] = useState(search);
  const debounced = useDebouncedValue(searchText.trim());
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [releasing, setReleasing] = useState<{ now: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const setParam = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') out.delete(key);
          else out.set(key, value);
        }
        return out;
      },
      { replace: true },
    );

  useEffect(() => {
    if (debounced !== search) setParam({ search: debounced, page: null });
    // setParam is rebuilt each render; the URL is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced, search]);

  const { data, loading, failed, retry } = useLoad(
    (signal) => load({ limit: DOMAIN_PAGE_SIZE, offset: (page - 1) * DOMAIN_PAGE_SIZE, search: search || undefined, status }, signal),
    [page, search, status, reloadKey],
  );
  const columns = useMemo(() => domainColumns(t), [t]);
  const selected = selectedIds.map(Number);
  const changed = () => {
    setSelectedIds([]);
    retry();
  };

  const verify = async () => {
    setBusy(true);
    try {
      const results = await verifyDomains(selected);
      for (const r of results) notify({ type: r.success ? 'success' : 'error', description: r.success ? r.message : `${r.message}: ${r.errors.join('; ')}` });
      changed();
    } finally {
      setBusy(false);
    }
  };

  const release = async () => {
    if (!releasing) return;
    try {
      const answer = await releaseDomains(selected, releasing.now);
      notify({ type: 'success', description: releasing.now ? t('{{count}} domain(s) released', { count: answer.released }) : answer.message });
      changed();
    } catch (error) {
      showRefusal(error, domainMessages.somethingWrong);
      throw error;
    }
  };

  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap" align="flex-end">
        <FilterField label="Search" maxW="sm">
          <Input type="search" value={searchText} onChange={(e) => setSearchText(e.currentTarget.value)} placeholder={t('Domain name')} />
        </FilterField>
        <FilterField label="Status">
          <NativeSelect.Root>
            <NativeSelect.Field value={status ?? ''} onChange={(e) => setParam({ status: e.currentTarget.value, page: null })}>
              <option value="">{t('All statuses')}</option>
              {DOMAIN_STATUSES.map((s: DomainStatus) => (
                <option key={s} value={s}>
                  {t(statusText(s))}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FilterField>
      </HStack>
      {selected.length > 0 && (
        <HStack gap="2" wrap="wrap">
          <Text textStyle="sm" color="fg.muted">
            {t('{{count}} selected', { count: selected.length })}
          </Text>
          <Button size="sm" variant="outline" loading={busy} onClick={() => void verify()}>
            {t('Verify')}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setReleasing({ now: false })}>
            {t('Release')}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setReleasing({ now: true })}>
            {t('Release now')}
          </Button>
        </HStack>
      )}
      {failed ? (
        <EmptyState title="The domains could not be loaded" onRetry={retry} />
      ) : (
        <DataTable
          label={t(label)}
          columns={columns}
          rows={data?.items ?? []}
          getRowId={(d) => String(d.id)}
          loading={loading}
          selectedIds={selectedIds}
          onSelectionChange={setSelectedIds}
          empty={search || status ? undefined : <EmptyState title={empty.title} description={empty.description} />}
          pagination={{
            mode: 'pages',
            page,
            pageSize: DOMAIN_PAGE_SIZE,
            total: data?.total ?? 0,
            onPageChange: (p) => setParam({ page: String(p) }),
            onPageSizeChange: () => undefined,
            pageSizeOptions: [DOMAIN_PAGE_SIZE],
          }}
        />
      )}
      <ConfirmDialog
        open={releasing !== null}
        title={releasing?.now ? 'Release now' : 'Release domains'}
        message={t(
          releasing?.now ? 'Release {{count}} domain(s) now? They go back to the registrar at once.' : 'Release {{count}} domain(s)? They stop working and are released in a few minutes.',
          { count: selected.length },
        )}
        confirmLabel="Release"
        danger
        onConfirm={release}
        onClose={() => setReleasing(null)}
      />
    </Stack>
  );
}
