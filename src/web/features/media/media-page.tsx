// /media: the user's media files in the shared table (images with thumbnails, audio with a player
// and its duration, flagged when too long for voicemail), with the search box, the kind filter and
// Reset kept in the URL query; 'Upload media' opens the upload dialog; rows are deleted one by one
// (row menu) or several at once (selection), each after a confirmation.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, HStack, Input, NativeSelect, Stack, Field } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { MEDIA_PAGE_SIZES, mediaKindSchema, type MediaFile } from '@domain/media';
import { useTranslation } from '@web/i18n';
import { ConfirmDialog, DataTable, EmptyState, PageHeader, notify, useDebouncedValue, useLoad } from '@web/ui';
import { deleteMedia, fetchMediaBlob, listMedia } from './media-api';
import { mediaColumns } from './media-columns';
import { UploadIcon } from './media-icons';
import { MediaRowMenu, type MediaAction } from './media-row-menu';
import { MediaTabs } from './media-tabs';
import { UploadMediaDialog } from './upload-media-dialog';

const DEFAULT_SIZE = MEDIA_PAGE_SIZES[0];
type ListParams = { page?: number; size?: number; search?: string; kind?: string };

const positive = (text: string | null, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** Saves a blob under its name through a temporary link (the file needs the session header). */
async function download(file: MediaFile) {
  const url = URL.createObjectURL(await fetchMediaBlob(file.id));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function MediaPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = positive(params.get('page'), 1);
  const sizeParam = positive(params.get('size'), DEFAULT_SIZE);
  const pageSize = MEDIA_PAGE_SIZES.find((s) => s === sizeParam) ?? DEFAULT_SIZE;
  const search = params.get('search') ?? '';
  const kind = mediaKindSchema.safeParse(params.get('kind')).data;

  const [searchText, setSearchText] = useState(search);
  const debouncedSearch = useDebouncedValue(searchText);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<MediaFile[]>([]);
  const [selected, setSelected] = useState<string[]>([]);

  const updateParams = useCallback(
    (next: ListParams) => {
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          for (const [key, fallback] of [['page', 1], ['size', DEFAULT_SIZE], ['search', ''], ['kind', '']] as const) {
            const value = next[key];
            if (value === undefined) continue;
            if (value === fallback || value === '') out.delete(key);
            else out.set(key, String(value));
          }
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  useEffect(() => {
    if (debouncedSearch.trim() !== search) updateParams({ search: debouncedSearch.trim(), page: 1 });
  }, [debouncedSearch, search, updateParams]);

  const { data: list, loading, failed, retry: reload } = useLoad(
    (signal) => listMedia({ limit: pageSize, offset: (page - 1) * pageSize, search, kind }, signal),
    [page, pageSize, search, kind],
  );
  const files = list?.items ?? [];
  const columns = useMemo(() => mediaColumns(t), [t]);
  const filtered = search !== '' || kind !== undefined;

  const onAction = (action: MediaAction, file: MediaFile) => {
    if (action === 'download') void download(file).catch(() => notify({ type: 'error', description: 'The file could not be downloaded' }));
    if (action === 'delete') setDeleting([file]);
  };

  const confirmDelete = async () => {
    // A refusal (a file a media group or config uses) is the api client's toast; the dialog stays open.
    await deleteMedia(deleting.map((f) => f.id));
    notify({ type: 'success', description: 'Deleted' });
    setSelected([]);
    reload();
  };

  const selectedFiles = files.filter((f) => selected.includes(String(f.id)));

  return (
    <Stack gap="4">
      <PageHeader
        title="Media"
        description="Images for MMS and audio for voice and voicemail, checked by their content."
        actions={
          <Button colorPalette="accent" onClick={() => setUploading(true)}>
            <UploadIcon />
            {t('Upload media')}
          </Button>
        }
      />
      <MediaTabs />
      <HStack gap="3" wrap="wrap" align="flex-end">
        <Field.Root maxW="sm">
          <Field.Label>{t('Search')}</Field.Label>
          <Input type="search" value={searchText} onChange={(e) => setSearchText(e.currentTarget.value)} placeholder={t('File name')} />
        </Field.Root>
        <Field.Root w="auto">
          <Field.Label>{t('Kind')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={kind ?? ''} onChange={(e) => updateParams({ kind: e.currentTarget.value, page: 1 })}>
              <option value="">{t('All files')}</option>
              <option value="image">{t('Images')}</option>
              <option value="audio">{t('Audio')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {filtered && (
          <Button
            variant="ghost"
            onClick={() => {
              setSearchText('');
              updateParams({ search: '', kind: '', page: 1 });
            }}
          >
            {t('Reset')}
          </Button>
        )}
        {selectedFiles.length > 0 && (
          <Button variant="outline" colorPalette="red" ml="auto" onClick={() => setDeleting(selectedFiles)}>
            {t('Delete selected ({{count}})', { count: selectedFiles.length })}
          </Button>
        )}
      </HStack>
      {failed ? (
        <EmptyState title="The media files could not be loaded" onRetry={reload} />
      ) : (
        <DataTable
          label={t('Media')}
          columns={columns}
          rows={files}
          getRowId={(f) => String(f.id)}
          loading={loading}
          selectedIds={selected}
          onSelectionChange={setSelected}
          rowActions={(f) => <MediaRowMenu file={f} onAction={onAction} />}
          empty={
            filtered ? undefined : (
              <EmptyState
                title="No media files yet"
                description="Upload images for MMS and audio for voice messages."
                action={
                  <Button colorPalette="accent" size="sm" onClick={() => setUploading(true)}>
                    {t('Upload media')}
                  </Button>
                }
              />
            )
          }
          pagination={{
            mode: 'pages',
            page,
            pageSize,
            total: list?.total ?? 0,
            pageSizeOptions: MEDIA_PAGE_SIZES,
            onPageChange: (p) => updateParams({ page: p }),
            onPageSizeChange: (size) => updateParams({ size, page: 1 }),
          }}
        />
      )}
      <UploadMediaDialog open={uploading} onClose={() => setUploading(false)} onUploaded={reload} />
      <ConfirmDialog
        open={deleting.length > 0}
        title={deleting.length === 1 ? 'Delete media file' : 'Delete media files'}
        message={
          deleting.length === 1
            ? t('Delete {{name}}? This cannot be undone.', { name: deleting[0]?.fileName ?? '' })
            : t('Delete {{count}} files? This cannot be undone.', { count: deleting.length })
        }
        confirmLabel="Delete"
        danger
        onConfirm={confirmDelete}
        onClose={() => setDeleting([])}
      />
    </Stack>
  );
}
