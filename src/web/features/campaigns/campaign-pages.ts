// The campaign pages, one chunk: the list of drafts and campaigns, and the wizard.
export { CampaignsPage } from './campaigns-page';
export { ComposePage } from './compose-page';
