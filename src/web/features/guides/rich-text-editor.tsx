// The guide editor's rich text (decision 50): Tiptap (ProseMirror) with its starter kit (headings,
// lists, code, quotes), links, images and tables, and a toolbar. It hands out HTML; the server
// sanitises it, so what the editor allows is a convenience, never the guard.
import { useState } from 'react';
import { Box, Button, Group, HStack, Input, Separator, Wrap } from '@chakra-ui/react';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { TableKit } from '@tiptap/extension-table';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from '@web/i18n';
import { guideProse } from './guide-prose';

export interface RichTextEditorProps {
  /** The HTML it starts with; remount (key) to load another. */
  initial: string;
  onChange: (html: string) => void;
  label: string;
}

const isWebAddress = (text: string) => /^(https?:\/\/|\/|mailto:|#)/i.test(text.trim());

export function RichTextEditor({ initial, onChange, label }: RichTextEditorProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [1, 2, 3, 4] }, link: false }),
      Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] }),
      Image.configure({ inline: false }),
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: initial,
    editorProps: { attributes: { 'aria-label': t(label), role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  return (
    <Box borderWidth="1px" borderRadius="md" bg="bg" _focusWithin={{ borderColor: 'accent.solid' }}>
      <Toolbar editor={editor} />
      <Box
        px="4"
        py="3"
        minH="80"
        css={{ ...guideProse, '& .ProseMirror': { outline: 'none', minH: '72' }, '& .ProseMirror > * + *': { mt: '3' } }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}

type UrlKind = 'link' | 'image';

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<UrlKind | null>(null);
  const [url, setUrl] = useState('');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      code: e.isActive('code'),
      codeBlock: e.isActive('codeBlock'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      table: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const tool = (name: string, text: string, active: boolean, run: () => void, disabled = false) => (
    <Button
      key={name}
      size="xs"
      variant={active ? 'subtle' : 'ghost'}
      colorPalette={active ? 'accent' : 'gray'}
      aria-label={t(name)}
      aria-pressed={active}
      title={t(name)}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
    >
      {text}
    </Button>
  );
  const ask = (kind: UrlKind) => {
    setUrl(kind === 'link' ? String(editor.getAttributes('link').href ?? '') : '');
    setAsking(asking === kind ? null : kind);
  };
  const apply = () => {
    const address = url.trim();
    if (asking === 'link') {
      if (!address) chain().extendMarkRange('link').unsetLink().run();
      else if (isWebAddress(address) || /^[\w.-]+\.[a-z]{2,}/i.test(address)) chain().extendMarkRange('link').setLink({ href: address }).run();
    }
    if (asking === 'image' && /^https?:\/\/|^\//i.test(address)) chain().setImage({ src: address }).run();
    setAsking(null);
  };
  return (
    <Box borderBottomWidth="1px" px="2" py="1.5" bg="bg.subtle" borderTopRadius="md">
      <Wrap gap="1" align="center" role="toolbar" aria-label={t('Formatting')}>
        <Group attached={false} gap="0.5">
          {tool('Heading 1', 'H1', !!state.h1, () => chain().toggleHeading({ level: 1 }).run())}
          {tool('Heading 2', 'H2', !!state.h2, () => chain().toggleHeading({ level: 2 }).run())}
          {tool('Heading 3', 'H3', !!state.h3, () => chain().toggleHeading({ level: 3 }).run())}
        </Group>
        <Separator orientation="vertical" h="5" />
        <Group gap="0.5">
          {tool('Bold', 'B', !!state.bold, () => chain().toggleBold().run())}
          {tool('Italic', 'I', !!state.italic, () => chain().toggleItalic().run())}
          {tool('Code', '</>', !!state.code, () => chain().toggleCode().run())}
        </Group>
        <Separator orientation="vertical" h="5" />
        <Group gap="0.5">
          {tool('Bulleted list', '• —', !!state.bullet, () => chain().toggleBulletList().run())}
          {tool('Numbered list', '1.', !!state.ordered, () => chain().toggleOrderedList().run())}
          {tool('Quote', '“ ”', !!state.quote, () => chain().toggleBlockquote().run())}
          {tool('Code block', '{ }', !!state.codeBlock, () => chain().toggleCodeBlock().run())}
        </Group>
        <Separator orientation="vertical" h="5" />
        <Group gap="0.5">
          {tool('Link', t('Link'), !!state.link || asking === 'link', () => ask('link'))}
          {tool('Image', t('Image'), asking === 'image', () => ask('image'))}
          {tool('Insert table', t('Table'), false, () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run())}
        </Group>
        {state.table && (
          <>
            <Separator orientation="vertical" h="5" />
            <Group gap="0.5">
              {tool('Add row', t('+ Row'), false, () => chain().addRowAfter().run())}
              {tool('Add column', t('+ Column'), false, () => chain().addColumnAfter().run())}
              {tool('Delete row', t('− Row'), false, () => chain().deleteRow().run())}
              {tool('Delete column', t('− Column'), false, () => chain().deleteColumn().run())}
              {tool('Delete table', t('Delete table'), false, () => chain().deleteTable().run())}
            </Group>
          </>
        )}
        <Separator orientation="vertical" h="5" />
        <Group gap="0.5">
          {tool('Undo', '↶', false, () => chain().undo().run(), !state.canUndo)}
          {tool('Redo', '↷', false, () => chain().redo().run(), !state.canRedo)}
        </Group>
      </Wrap>
      {asking && (
        <HStack mt="1.5" gap="2">
          <Input
            size="sm"
            autoFocus
            aria-label={t(asking === 'link' ? 'Link address' : 'Image address')}
            placeholder={asking === 'link' ? 'https://' : 'https://…/image.png'}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                apply();
              }
              if (e.key === 'Escape') setAsking(null);
            }}
          />
          <Button size="sm" onClick={apply}>
            {t('Apply')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setAsking(null)}>
            {t('Cancel')}
          </Button>
        </HStack>
      )}
    </Box>
  );
}
