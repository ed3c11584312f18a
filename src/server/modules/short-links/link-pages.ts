// The small pages a short link answers with when it does not redirect: plain HTML with no script
// (the app's CSP allows none inline) and nothing from the web app, so they load at once anywhere.
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5; color: #1a202c"><h1 style="font-size: 1.5rem">${escapeHtml(title)}</h1>${body}</body></html>`;
}

export const linkPages = {
  notFound: () => page('Short link not found', '<p>This link does not exist or was deleted.</p>'),
  expired: () => page('This link has expired', '<p>The link you followed is no longer active.</p>'),
  limitReached: () => page('This link is no longer available', '<p>The link has reached its click limit.</p>'),
  blocked: () => page('This link is not available', '<p>The link cannot be opened from your network.</p>'),
  /** The built-in safe page: neutral content, nothing of the link's target. */
  safe: () => page('Welcome', '<p>Thank you for your interest. There is nothing more to see here.</p>'),
  /** The built-in preview page: where the link goes, and a way to continue there. */
  preview: (target: string) => {
    const host = (() => {
      try {
        return new URL(target).host;
      } catch {
        return target;
      }
    })();
    return page(
      `You are about to visit ${host}`,
      `<p>This link leads to <strong>${escapeHtml(host)}</strong>.</p><p><a href="${escapeHtml(target)}" rel="noopener noreferrer">Continue</a></p>`,
    );
  },
};
