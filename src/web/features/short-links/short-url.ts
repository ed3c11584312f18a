// The address a user copies: links on the embedded default are served by this app, so they are
// shown on the origin the user is on (the server's PUBLIC_URL may name another); links on a domain
// use the server's whole URL.
import type { ShortLink } from '@domain/short-links';

export const shortUrlOf = (link: ShortLink) => (link.host === null ? `${window.location.origin}${link.path}` : link.shortUrl);
