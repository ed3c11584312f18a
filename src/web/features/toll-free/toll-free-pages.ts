// The toll-free pages (000 §2 "/tfn, /tfn/create, /tfn/{id}, /tfn/{id}/edit"), one chunk.
export { TollFreePage } from './toll-free-page';
export { TollFreeCreatePage, TollFreeEditPage } from './toll-free-form-pages';
export { TollFreeRequestPage } from './toll-free-request-page';
