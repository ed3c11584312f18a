// The media area's pages, loaded together by the router (one chunk for the three tabs).
export { MediaPage } from './media-page';
export { StoragePage } from './storage-page';
export { AudioBuilderPage } from './audio-builder-page';
