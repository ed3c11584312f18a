// The responder area's pages, loaded as one chunk by the router (src/web/app/router.tsx).
export { RespondersPage } from './responders-page';
export { ResponderEditorPage } from './responder-editor-page';
