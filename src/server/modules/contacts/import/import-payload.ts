// What an IMPORT_CONTACT task carries: each file with its parsing options and column mapping, as the
// import request checked them (src/server/modules/contacts/import/start-import.ts).
import { z } from 'zod';
import { columnMappingSchema } from '@domain/contacts';

export const importPayloadSchema = z.object({
  country: z.string(),
  files: z.array(
    z.object({
      uploadId: z.string(),
      fileName: z.string(),
      sizeBytes: z.number(),
      delimiter: z.string().length(1),
      hasHeader: z.boolean(),
      columns: z.array(columnMappingSchema),
    }),
  ),
});
export type ImportPayload = z.infer<typeof importPayloadSchema>;
export type ImportPayloadFile = ImportPayload['files'][number];
