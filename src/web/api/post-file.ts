// A file sent as the request body (application/octet-stream, its name in ?fileName=), the way the
// server's upload routes take files (streamed to disk, no multipart). Reports progress in percent;
// the caller shows a refusal itself (no toast).
import { api } from './client';

export async function postFile(
  url: string,
  file: File,
  params: Record<string, string>,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<unknown> {
  const { data } = await api.post<unknown>(url, file, {
    params: { ...params, fileName: file.name },
    headers: { 'Content-Type': 'application/octet-stream' },
    onUploadProgress: (event) => {
      const total = event.total ?? file.size;
      onProgress(total > 0 ? (event.loaded / total) * 100 : 100);
    },
    signal,
    ignoreShowMessage: true,
  });
  return data;
}
