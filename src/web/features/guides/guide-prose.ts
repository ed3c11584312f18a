// How a guide's rich text looks, in the viewer and in the editor alike: Chakra tokens for the
// headings, lists, code, tables, links, images and the search highlight.
import type { SystemStyleObject } from '@chakra-ui/react';

export const guideProse: SystemStyleObject = {
  lineHeight: '1.7',
  '& > * + *': { mt: '3' },
  '& h1': { textStyle: '2xl', fontWeight: 'bold', mt: '6' },
  '& h2': { textStyle: 'xl', fontWeight: 'semibold', mt: '6', scrollMarginTop: '20' },
  '& h3': { textStyle: 'lg', fontWeight: 'semibold', mt: '4', scrollMarginTop: '20' },
  '& h4': { textStyle: 'md', fontWeight: 'semibold', mt: '4', scrollMarginTop: '20' },
  '& h1:first-child, & h2:first-child': { mt: '0' },
  '& ul': { listStyleType: 'disc', ps: '6' },
  '& ol': { listStyleType: 'decimal', ps: '6' },
  '& li > p': { my: '0' },
  '& a': { color: 'accent.fg', textDecoration: 'underline' },
  '& code': { fontFamily: 'mono', bg: 'bg.muted', px: '1', borderRadius: 'sm', fontSize: '0.9em' },
  '& pre': { fontFamily: 'mono', bg: 'bg.muted', p: '3', borderRadius: 'md', overflowX: 'auto', whiteSpace: 'pre' },
  '& pre code': { bg: 'transparent', p: '0' },
  '& blockquote': { borderStartWidth: '4px', borderColor: 'border.emphasized', ps: '4', color: 'fg.muted' },
  '& img': { maxW: '100%', borderRadius: 'md' },
  '& hr': { borderColor: 'border' },
  '& table': { borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed', overflow: 'hidden' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border', px: '2', py: '1', textAlign: 'start', verticalAlign: 'top', position: 'relative' },
  '& th': { bg: 'bg.muted', fontWeight: 'semibold' },
  '& th p, & td p': { my: '0' },
  '& mark': { bg: 'yellow.subtle', color: 'fg', borderRadius: 'xs', outline: '2px solid', outlineColor: 'yellow.solid' },
  '& .selectedCell': { bg: 'accent.subtle' },
};
