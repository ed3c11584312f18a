// The 10-DLC area's pages (000 §2: /10-dlc, /10-dlc/create, /10-dlc/{id}, /10-dlc/{id}/edit,
// /10-dlc/{idBrand}/use-case/new, /10-dlc/{idBrand}/use-case/{idUseCase} and its /edit), one chunk.
export { BrandsPage } from './brands-page';
export { BrandFormPage } from './brand-form-page';
export { BrandPage } from './brand-page';
export { UseCaseFormPage } from './use-case-form-page';
export { UseCasePage } from './use-case-page';
