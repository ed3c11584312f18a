// KYC's calls (001 §7; docs/api.md "KYC"), each answering the application as it now stands.
import { kycDetailsSchema, type KycDetails, type KycDocumentKind, type KycInformation } from '@domain/kyc';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

const quiet = { ignoreShowMessage: true } as const;

export async function getKycDetails(signal?: AbortSignal): Promise<KycDetails> {
  const { data } = await api.get<unknown>('/kyc/details', { signal });
  return parseAnswer(kycDetailsSchema, data);
}

export async function addKycDocument(kind: KycDocumentKind, file: File): Promise<KycDetails> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  const { data } = await api.post<unknown>('/kyc/addDocument', form, quiet);
  return parseAnswer(kycDetailsSchema, data);
}

export async function removeKycDocument(id: number): Promise<KycDetails> {
  const { data } = await api.post<unknown>('/kyc/removeDocument', { documentId: id }, quiet);
  return parseAnswer(kycDetailsSchema, data);
}

export async function addKycInformation(information: KycInformation): Promise<KycDetails> {
  const { data } = await api.post<unknown>('/kyc/addInformation', { information }, quiet);
  return parseAnswer(kycDetailsSchema, data);
}

export async function submitKyc(): Promise<KycDetails> {
  const { data } = await api.post<unknown>('/kyc/submit', undefined, quiet);
  return parseAnswer(kycDetailsSchema, data);
}
