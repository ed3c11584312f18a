// multipart/form-data for the few calls the spec names multipart (aiAssistantSetting and its demo,
// the legacy dialog file upload), parsed by the platform's own FormData (undici, built into Node):
// no parser of our own, no extra dependency. The request's JSON travels in the text part `setting`
// (the same object the call takes as application/json) and other text parts are added as strings,
// so the route's zod schema validates both forms alike; file parts are kept aside for the handler
// (multipartFiles). The whole body is bounded by the route's bodyLimit; each file's own limit is
// the handler's to tell, naming the file. Register it inside the plugin of those routes only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@domain/messages';
import { HttpError } from './errors';

export interface UploadedFile {
  /** The part's name, e.g. knowledgeBaseFiles. */
  field: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

const filesOf = new WeakMap<FastifyRequest, UploadedFile[]>();

/** The files sent with a multipart request (none for JSON). */
export const multipartFiles = (request: FastifyRequest): UploadedFile[] => filesOf.get(request) ?? [];

const unreadable = () => new HttpError(400, messages.canNotProcess);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

async function parse(request: FastifyRequest, body: Buffer): Promise<Record<string, unknown>> {
  const type = request.headers['content-type'] ?? '';
  let form: FormData;
  try {
    form = await new Response(Uint8Array.from(body), { headers: { 'content-type': type } }).formData();
  } catch {
    throw unreadable();
  }
  let fields: Record<string, unknown> = {};
  const texts: [string, string][] = [];
  const files: UploadedFile[] = [];
  for (const [name, value] of form) {
    if (typeof value === 'string') {
      if (name === 'setting') {
        let parsed: unknown;
        try {
          parsed = JSON.parse(value);
        } catch {
          throw unreadable();
        }
        if (!isRecord(parsed)) throw unreadable();
        fields = parsed;
      } else texts.push([name, value]);
    } else {
      files.push({ field: name, fileName: value.name, contentType: value.type || 'application/octet-stream', bytes: Buffer.from(await value.arrayBuffer()) });
    }
  }
  filesOf.set(request, files);
  return { ...fields, ...Object.fromEntries(texts) };
}

export function registerMultipart(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    parse(request, bytes).then(
      (value) => done(null, value),
      (err: unknown) => done(err instanceof Error ? err : unreadable()),
    );
  });
}
