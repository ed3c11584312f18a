// Where short links are served (outside /api):
// - the embedded default: GET /l/<path parts>/<code> on the app's own host;
// - a link on a domain: any GET whose Host is that link's host and whose path is its path. The
//   app's own hosts (the public URL's host name, localhost, any IP address) never reach the
//   lookup, so the app's pages and API pay nothing for this. A request on another host that
//   matches no link falls through to the app as before.
// An unknown link on /l answers a plain 404 page, never the web app.
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
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

  /** Serves the link this request names on its host; false when there is none. */
  async function serveOnLinkHost(request: FastifyRequest, reply: FastifyReply, host: string, pathname: string, code: string) {
    const link = await app.ctx.shortLinks.links.get(code);
    if (!link || link.host !== host || link.path !== pathname) return false;
    await serveShortLink(app.ctx, request, reply, link);
    return true;
  }

  // Callback style: every request of the app's pages and API passes here, and on the app's own
  // hosts it leaves at once without the promise an async hook costs. Once a link is served the
  // chain stops (done is not called), as Fastify documents for a hook that answers.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const host = request.hostname.toLowerCase();
    if (isOwnHost(host)) return done();
    const pathname = rawPathname(request.url);
    const code = codeOf(pathname);
    if (!CODE_PATTERN.test(code)) return done();
    serveOnLinkHost(request, reply, host, pathname, code).then((served) => {
      if (!served) done();
    }, done);
  });
}
