// Where short links are served (outside /api):
// - the embedded default: GET /l/<path parts>/<code> on the app's own host;
// - a link on a domain: any GET whose Host is that link's host and whose path is its path. The
//   app's own hosts (the public URL's host name, localhost, any IP address) never reach the
//   lookup, so the app's pages and API pay nothing for this. A request on another host that
//   matches no link falls through to the app as before.
// An unknown link on /l answers a plain 404 page, never the web app.
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EMBEDDED_LINK_PREFIX } from '@domain/short-links';
import { rawPathname } from '../../http/api-path';
import { CODE_PATTERN } from './link-lookup';
import { codeOf } from './link-paths';
import { notFoundPage, serveShortLink } from './redirect';

function ownHosts(publicUrl: string): (host: string) => boolean {
  const own = new Set(['localhost', new URL(publicUrl).hostname.toLowerCase()]);
  return (host) => own.has(host) || isIP(host.replace(/^\[|\]$/g, '')) !== 0;
}

export function registerShortLinkRedirects(app: FastifyInstance) {
  const isOwnHost = ownHosts(app.ctx.config.publicUrl);

  app.get(`${EMBEDDED_LINK_PREFIX}/*`, { schema: { hide: true } }, async (request, reply) => {
    const pathname = rawPathname(request.url);
    const found = app.ctx.shortLinks.links.get(codeOf(pathname));
    const link = found instanceof Promise ? await found : found;
    if (!link || link.host !== null || link.path !== pathname) return notFoundPage(reply);
    return serveShortLink(app.ctx, request, reply, link);
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const host = request.hostname.toLowerCase();
    if (isOwnHost(host)) return;
    const pathname = rawPathname(request.url);
    const code = codeOf(pathname);
    if (!CODE_PATTERN.test(code)) return;
    const link = await app.ctx.shortLinks.links.get(code);
    if (!link || link.host !== host || link.path !== pathname) return;
    await serveShortLink(app.ctx, request, reply, link);
    return reply;
  });
}
