// The media pages' sizes and durations: the shared formats of src/web/ui (creative attachments show them too).
export { formatBytes, formatDuration } from '@web/ui';
