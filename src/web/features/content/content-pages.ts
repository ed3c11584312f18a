// The signed-in content pages, one chunk for the three lists and their forms (they share the tab bar).
export { OffersPage } from './offers-page';
export { OfferPage } from './offer-page';
export { CreativesPage } from './creatives-page';
export { CreativeComposePage } from './creative-compose-page';
export { OptoutLinksPage } from './optout-links-page';
export { OptoutLinkPage } from './optout-link-page';
