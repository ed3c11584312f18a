// Icons of the media pages, drawn like the shared icons of src/web/ui/icons.tsx: a plain stroke on a
// 24-unit grid in the current colour. They live with the feature because only it uses them.
import { createIcon } from '@chakra-ui/react';

const line = (d: string) => <path d={d} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />;

export const MediaIcon = createIcon({ displayName: 'MediaIcon', path: line('M3 5h18v14H3zM3 15l5-5 4 4 3-3 6 6M15.5 9a1.5 1.5 0 1 0 0-.01') });
export const PlayIcon = createIcon({ displayName: 'PlayIcon', path: line('M7 4v16l13-8z') });
export const UploadIcon = createIcon({ displayName: 'UploadIcon', path: line('M12 16V4m-5 5 5-5 5 5M4 17v3h16v-3') });
