// The 10DLC pages' calls (base /api/v1; 001 §7 "Paths under 10dlc: brand, profile, usecase,
// request10dlc; user/load10dlcVendorList"), typed by the schemas of src/domain/ten-dlc the server
// validates with; every answer is parsed. Calls whose failure the page shows itself pass ignoreShowMessage.
import { z } from 'zod';
import { didGroupListSchema } from '@domain/dids';
import type { RegistrationVendorInfo, RegistrationView } from '@domain/registrations';
import { brandListSchema, brandProfileSchema, brandSchema, type Brand, type BrandInput, type BrandList, type BrandProfile } from '@domain/ten-dlc/brand';
import { tenDlcRequestAnswerSchema, tenDlcVendorListSchema, type TenDlcRequest } from '@domain/ten-dlc/registration-request';
import { useCaseListSchema, useCaseSchema, type UseCase, type UseCaseInput, type UseCaseList } from '@domain/ten-dlc/use-case';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

const quiet = { ignoreShowMessage: true } as const;

export async function listBrands(signal?: AbortSignal): Promise<BrandList> {
  const { data } = await api.get<unknown>('/10dlc/brand', { signal });
  return parseAnswer(brandListSchema, data);
}
export async function getBrand(id: number, signal?: AbortSignal): Promise<Brand> {
  const { data } = await api.get<unknown>(`/10dlc/brand/${id}`, { signal, ...quiet });
  return parseAnswer(brandSchema, data);
}
export async function saveBrand(id: number | null, body: BrandInput): Promise<Brand> {
  const { data } = id === null ? await api.post<unknown>('/10dlc/brand', body, quiet) : await api.put<unknown>(`/10dlc/brand/${id}`, body, quiet);
  return parseAnswer(brandSchema, data);
}
export async function getBrandProfile(signal?: AbortSignal): Promise<BrandProfile> {
  const { data } = await api.get<unknown>('/10dlc/profile', { signal, ...quiet });
  return parseAnswer(brandProfileSchema, data);
}
export async function listUseCases(brandId: number, signal?: AbortSignal): Promise<UseCaseList> {
  const { data } = await api.get<unknown>(`/10dlc/brand/${brandId}/usecase`, { signal, ...quiet });
  return parseAnswer(useCaseListSchema, data);
}
export async function getUseCase(id: number, signal?: AbortSignal): Promise<UseCase> {
  const { data } = await api.get<unknown>(`/10dlc/usecase/${id}`, { signal, ...quiet });
  return parseAnswer(useCaseSchema, data);
}
export async function saveUseCase(brandId: number, id: number | null, body: UseCaseInput): Promise<UseCase> {
  const { data } = id === null ? await api.post<unknown>(`/10dlc/brand/${brandId}/usecase`, body, quiet) : await api.put<unknown>(`/10dlc/usecase/${id}`, body, quiet);
  return parseAnswer(useCaseSchema, data);
}
export async function requestRegistration(body: TenDlcRequest, signal?: AbortSignal): Promise<RegistrationView> {
  const { data } = await api.post<unknown>('/10dlc/request10dlc', body, { signal, ...quiet });
  return parseAnswer(tenDlcRequestAnswerSchema, data).registration;
}
export async function loadVendors(signal?: AbortSignal): Promise<RegistrationVendorInfo[]> {
  const { data } = await api.get<unknown>('/user/load10dlcVendorList', { signal, ...quiet });
  return parseAnswer(tenDlcVendorListSchema, data).items;
}

const didGroupOptionsSchema = didGroupListSchema.transform((list) => list.items.map((g) => ({ id: g.id, name: g.name })));
/** The user's DID groups a use case may cover (the first 100 by the list's order). */
export async function listDidGroupOptions(signal?: AbortSignal): Promise<z.output<typeof didGroupOptionsSchema>> {
  const { data } = await api.get<unknown>('/did-groups', { params: { limit: 100, offset: 0 }, signal, ...quiet });
  return parseAnswer(didGroupOptionsSchema, data);
}
