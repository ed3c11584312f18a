// Files attached to ticket replies and feedback screenshots (decision 51): the limits and the types
// taken, checked on the server by the file's first bytes (not the type the browser claims) and
// shown to the user in the same words by the forms.
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENTS_PER_REPLY = 5;

/** What a ticket reply may carry. */
export const TICKET_ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'application/pdf', 'text/plain'] as const;
/** What a feedback screenshot may be. */
export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg'] as const;

export const attachmentMessages = {
  tooBig: 'File must be at most 5 MB',
  tooMany: `Files must be at most ${ATTACHMENTS_PER_REPLY}`,
  type: 'File must be a PNG, JPEG or GIF image, a PDF or a text file',
  screenshotType: 'Screenshot must be a PNG or JPEG image',
} as const;

/** The accept attribute of the file inputs. */
export const TICKET_ACCEPT = '.png,.jpg,.jpeg,.gif,.pdf,.txt,image/png,image/jpeg,image/gif,application/pdf,text/plain';
export const SCREENSHOT_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
