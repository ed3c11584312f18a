// KYC (001 §7 "KYC: addDocument, removeDocument, details, addInformation, submit"): one application
// per user with its code (000 §4), the information given and the documents uploaded. Bytes live in
// DATA_DIR/kyc/<document id>; a file is checked by its first bytes, not only by the type the
// browser claims. Editing and submitting is refused while the code is PENDING REVIEW, PROCESSING or
// Verified; a submit needs the information and at least one document and sets PENDING REVIEW.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  KYC_DOCUMENT_MAX_BYTES,
  KYC_DOCUMENTS_MAX,
  KYC_LOCKED_CODES,
  KYC_NEW,
  KYC_PENDING_REVIEW,
  kycCodeLabel,
  kycDocumentKindSchema,
  kycInformationSchema,
  kycMessages,
  type KycDetails,
  type KycDocumentKind,
  type KycInformation,
} from '@domain/kyc';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest, HttpError, notFound } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import { iso } from '../../lib/time';

type Ctx = Pick<AppContext, 'db' | 'now' | 'config'>;

const kycDir = (ctx: Ctx) => path.join(ctx.config.dataDir, 'kyc');

/** The type a file's first bytes say it is, among the three KYC takes. */
function sniff(bytes: Buffer): string | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  return null;
}

async function application(db: Db, userId: number) {
  return db.selectFrom('kyc_applications').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The user's application, created NEW on first use. */
async function ensureApplication(ctx: Ctx, userId: number) {
  const found = await application(ctx.db, userId);
  if (found) return found;
  await ctx.db.insertInto('kyc_applications').values({ user_id: userId, code: KYC_NEW, information: '{}', updated_at: iso(ctx.now()) }).execute();
  const created = await application(ctx.db, userId);
  if (!created) throw new Error('KYC application vanished');
  return created;
}

async function editable(ctx: Ctx, userId: number) {
  const app = await ensureApplication(ctx, userId);
  if (KYC_LOCKED_CODES.includes(app.code)) throw new HttpError(409, kycMessages.locked);
  return app;
}

function informationOf(json: string): KycInformation | null {
  const parsed = kycInformationSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}

export async function kycDetails(ctx: Ctx, userId: number): Promise<KycDetails> {
  const app = await ensureApplication(ctx, userId);
  const documents = await ctx.db.selectFrom('kyc_documents').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  return {
    code: app.code,
    codeLabel: kycCodeLabel(app.code),
    information: informationOf(app.information),
    documents: documents.map((d) => ({
      id: Number(d.id),
      kind: kycDocumentKindSchema.parse(d.kind),
      fileName: d.file_name,
      contentType: d.content_type,
      sizeBytes: Number(d.size_bytes),
      createdAt: d.created_at,
    })),
    submittedAt: app.submitted_at,
    editable: !KYC_LOCKED_CODES.includes(app.code),
  };
}

export async function addKycDocument(ctx: Ctx, userId: number, kind: KycDocumentKind, files: UploadedFile[]): Promise<KycDetails> {
  const file = files.find((f) => f.field === 'file');
  if (!file || file.bytes.length === 0) throw badRequest('file', kycMessages.fileMissing);
  if (file.bytes.length > KYC_DOCUMENT_MAX_BYTES) throw badRequest('file', kycMessages.fileTooBig);
  const contentType = sniff(file.bytes);
  if (!contentType) throw badRequest('file', kycMessages.fileType);
  await editable(ctx, userId);
  const count = await ctx.db.selectFrom('kyc_documents').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  if (Number(count.n) >= KYC_DOCUMENTS_MAX) throw badRequest('file', kycMessages.tooMany);
  const now = iso(ctx.now());
  const row = await ctx.db
    .insertInto('kyc_documents')
    .values({ user_id: userId, kind, file_name: path.basename(file.fileName).slice(0, 200) || 'document', content_type: contentType, size_bytes: file.bytes.length, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    await mkdir(kycDir(ctx), { recursive: true });
    await writeFile(path.join(kycDir(ctx), String(row.id)), file.bytes);
  } catch (error) {
    await ctx.db.deleteFrom('kyc_documents').where('id', '=', Number(row.id)).execute();
    throw error;
  }
  await ctx.db.updateTable('kyc_applications').set({ updated_at: now }).where('user_id', '=', userId).execute();
  return kycDetails(ctx, userId);
}

export async function removeKycDocument(ctx: Ctx, userId: number, id: number): Promise<KycDetails> {
  const doc = await ctx.db.selectFrom('kyc_documents').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!doc) throw notFound(kycMessages.documentMissing);
  await editable(ctx, userId);
  await ctx.db.deleteFrom('kyc_documents').where('id', '=', id).where('user_id', '=', userId).execute();
  await rm(path.join(kycDir(ctx), String(id)), { force: true });
  return kycDetails(ctx, userId);
}

export async function addKycInformation(ctx: Ctx, userId: number, information: KycInformation): Promise<KycDetails> {
  await editable(ctx, userId);
  await ctx.db.updateTable('kyc_applications').set({ information: JSON.stringify(information), updated_at: iso(ctx.now()) }).where('user_id', '=', userId).execute();
  return kycDetails(ctx, userId);
}

export async function submitKyc(ctx: Ctx, userId: number): Promise<KycDetails> {
  const app = await editable(ctx, userId);
  if (!informationOf(app.information)) throw badRequest('information', kycMessages.needInformation);
  const docs = await ctx.db.selectFrom('kyc_documents').select('id').where('user_id', '=', userId).limit(1).execute();
  if (docs.length === 0) throw badRequest('documents', kycMessages.needDocument);
  const now = iso(ctx.now());
  await ctx.db.updateTable('kyc_applications').set({ code: KYC_PENDING_REVIEW, submitted_at: now, updated_at: now }).where('user_id', '=', userId).execute();
  return kycDetails(ctx, userId);
}
