// /management-guide/edit/{role} (and /management-guide/edit?role=): a Super-Admin writes a role's
// guide. Features on the left in their order (moved up and down, added, deleted), the selected one's
// title, Released switch and rich text on the right; Save sends the whole ordered list at once.
import { useEffect, useState } from 'react';
import { Badge, Box, Button, Field, Flex, Grid, HStack, IconButton, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { guideRoleSchema, type Guide, type GuideRole } from '@domain/guides';
import { useTranslation } from '@web/i18n';
import { ConfirmDialog, EmptyState, LoadingSkeleton, PageHeader, UnsavedChangesGuard, notify, showRefusal, useLoad } from '@web/ui';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon } from '@web/ui/icons';
import { deleteGuideFeatures, guideByRole, saveGuide } from './guides-api';
import { GuideRoleSelect } from './guide-role-select';
import { RichTextEditor } from './rich-text-editor';

interface Draft {
  /** The editor's own key: the id once saved, a negative number before. */
  key: number;
  id?: number;
  title: string;
  content: string;
  released: boolean;
}

let nextKey = -1;
const drafts = (guide: Guide): Draft[] => guide.features.map((f) => ({ key: f.id, id: f.id, title: f.title, content: f.content, released: f.released }));

export function GuideEditorPage() {
  const params = useParams();
  const [query] = useSearchParams();
  const parsed = guideRoleSchema.safeParse(params.role ?? query.get('role') ?? 'All');
  if (!parsed.success) return <EmptyState title="Page not found" />;
  return <RoleEditor key={parsed.data} role={parsed.data} />;
}

function RoleEditor({ role }: { role: GuideRole }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loaded = useLoad((signal) => guideByRole(role, signal), [role]);
  const [features, setFeatures] = useState<Draft[]>([]);
  const [selectedKey, setSelectedKey] = useState<number | null>(null);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<Draft | null>(null);

  useEffect(() => {
    if (!loaded.data) return;
    const list = drafts(loaded.data);
    setFeatures(list);
    setSelectedKey(list[0]?.key ?? null);
    setDirty(false);
  }, [loaded.data]);

  const selected = features.find((f) => f.key === selectedKey);
  const change = (key: number, patch: Partial<Draft>) => {
    setFeatures((list) => list.map((f) => (f.key === key ? { ...f, ...patch } : f)));
    setDirty(true);
  };
  const move = (index: number, by: -1 | 1) => {
    setFeatures((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item);
      return next;
    });
    setDirty(true);
  };
  const add = () => {
    const draft: Draft = { key: nextKey--, title: t('New feature'), content: '<h2></h2><p></p>', released: false };
    setFeatures((list) => [...list, draft]);
    setSelectedKey(draft.key);
    setDirty(true);
  };
  const remove = async (draft: Draft) => {
    if (draft.id !== undefined) {
      try {
        await deleteGuideFeatures([draft.id]);
      } catch (error) {
        showRefusal(error);
        return;
      }
      notify({ type: 'success', description: 'Deleted' });
    }
    setFeatures((list) => list.filter((f) => f.key !== draft.key));
    setSelectedKey((key) => (key === draft.key ? (features.find((f) => f.key !== draft.key)?.key ?? null) : key));
  };
  const save = async () => {
    setSaving(true);
    try {
      const saved = await saveGuide(role, {
        features: features.map((f) => ({ ...(f.id === undefined ? {} : { id: f.id }), title: f.title, content: f.content, released: f.released })),
      });
      const index = features.findIndex((f) => f.key === selectedKey);
      const list = drafts(saved);
      setFeatures(list);
      setSelectedKey(list[Math.max(0, index)]?.key ?? null);
      setDirty(false);
      notify({ type: 'success', description: 'Updated' });
    } catch (error) {
      showRefusal(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="4">
      <UnsavedChangesGuard when={dirty && !saving} />
      <PageHeader
        title="Edit guide"
        breadcrumb={
          <Button asChild variant="plain" size="sm" px="0" color="fg.muted">
            <Link to="/management-guide">{t('Guide management')}</Link>
          </Button>
        }
        actions={
          <HStack gap="2">
            <GuideRoleSelect value={role} onChange={(r) => navigate(`/management-guide/edit/${r}`)} />
            <Button asChild variant="outline">
              <Link to={`/guide?role=${role}`}>{t('View')}</Link>
            </Button>
          </HStack>
        }
      />
      {loaded.loading && !loaded.data ? (
        <LoadingSkeleton lines={8} />
      ) : loaded.failed ? (
        <EmptyState title="The guide could not be loaded" onRetry={loaded.retry} />
      ) : (
        <Grid templateColumns={{ base: '1fr', md: '220px minmax(0, 1fr)', xl: '260px minmax(0, 1fr)' }} gap="5" alignItems="start">
          <Stack gap="2" as="nav" aria-label={t('Features')}>
            <Text fontWeight="semibold" textStyle="xs" textTransform="uppercase" color="fg.muted">
              {t('Features')}
            </Text>
            {features.length === 0 && (
              <Text color="fg.muted" textStyle="sm">
                {t('No features yet')}
              </Text>
            )}
            {features.map((f, i) => (
              <Flex
                key={f.key}
                align="center"
                gap="1"
                borderWidth="1px"
                borderRadius="md"
                borderColor={f.key === selectedKey ? 'accent.solid' : 'border'}
                bg={f.key === selectedKey ? 'accent.subtle' : undefined}
                ps="2"
              >
                <Box as="button" flex="1" textAlign="start" py="1.5" minW="0" onClick={() => setSelectedKey(f.key)} aria-current={f.key === selectedKey ? 'true' : undefined}>
                  <Text textStyle="sm" fontWeight="medium" truncate>
                    {i + 1}. {f.title || t('Untitled')}
                  </Text>
                  <Badge size="sm" colorPalette={f.released ? 'green' : 'gray'}>
                    {t(f.released ? 'Released' : 'Draft')}
                  </Badge>
                </Box>
                <IconButton size="xs" variant="ghost" aria-label={t('Move {{title}} up', { title: f.title })} disabled={i === 0} onClick={() => move(i, -1)}>
                  <ArrowUpIcon />
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={t('Move {{title}} down', { title: f.title })}
                  disabled={i === features.length - 1}
                  onClick={() => move(i, 1)}
                >
                  <ArrowDownIcon />
                </IconButton>
              </Flex>
            ))}
            <Button variant="outline" size="sm" onClick={add}>
              <PlusIcon />
              {t('Add feature')}
            </Button>
          </Stack>
          <Stack gap="4" minW="0">
            {selected ? (
              <>
                <Flex gap="4" align="flex-end" wrap="wrap">
                  <Field.Root flex="1" minW="60" required invalid={!selected.title.trim()}>
                    <Field.Label>{t('Title')}</Field.Label>
                    <Input value={selected.title} maxLength={200} onChange={(e) => change(selected.key, { title: e.target.value })} />
                    <Field.ErrorText>{t('Title is required field!')}</Field.ErrorText>
                  </Field.Root>
                  <Switch.Root colorPalette="accent" checked={selected.released} onCheckedChange={(e) => change(selected.key, { released: e.checked })}>
                    <Switch.HiddenInput />
                    <Switch.Control />
                    <Switch.Label>{t('Released')}</Switch.Label>
                  </Switch.Root>
                  <Button variant="outline" colorPalette="red" onClick={() => setDeleting(selected)}>
                    {t('Delete feature')}
                  </Button>
                </Flex>
                <RichTextEditor key={selected.key} label="Content" initial={selected.content} onChange={(html) => change(selected.key, { content: html })} />
              </>
            ) : (
              <EmptyState title="No features yet" description="Add a feature to start this guide." />
            )}
            <HStack justify="flex-end" gap="2">
              <Button variant="outline" onClick={() => navigate('/management-guide')}>
                {t('Cancel')}
              </Button>
              <Button colorPalette="accent" loading={saving} disabled={saving || features.some((f) => !f.title.trim())} onClick={() => void save()}>
                {t('Save')}
              </Button>
            </HStack>
          </Stack>
        </Grid>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete feature"
        message={t('Delete the feature "{{title}}" from this guide?', { title: deleting?.title ?? '' })}
        confirmLabel="Delete"
        danger
        onConfirm={async () => {
          if (deleting) await remove(deleting);
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
