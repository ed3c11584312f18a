// The ticket and feedback rules of src/domain/tickets (decision 51): what a reply does to a status,
// who may set which status, and the feedback form's fields as the form and the server read them.
import { describe, expect, it } from 'vitest';
import { feedbackInputSchema, issueInputSchema } from '@domain/tickets/feedback';
import { mayChangeStatus, statusAfterReply, ticketQuerySchema } from '@domain/tickets/tickets';

describe('ticket rules', () => {
  it('moves an open ticket to processing when support answers, and reopens a done one when the user writes', () => {
    expect(statusAfterReply('open', true)).toBe('processing');
    expect(statusAfterReply('processing', true)).toBe('processing');
    expect(statusAfterReply('done', true)).toBe('done');
    expect(statusAfterReply('done', false)).toBe('open');
    expect(statusAfterReply('processing', false)).toBe('processing');
  });

  it('lets support set any status and the owner only cancel an open or processing ticket', () => {
    expect(mayChangeStatus('open', 'done', true)).toBe(true);
    expect(mayChangeStatus('cancelled', 'open', true)).toBe(true);
    expect(mayChangeStatus('open', 'cancelled', false)).toBe(true);
    expect(mayChangeStatus('processing', 'cancelled', false)).toBe(true);
    expect(mayChangeStatus('done', 'cancelled', false)).toBe('Only an open or processing ticket can be cancelled');
    expect(mayChangeStatus('open', 'done', false)).toBe('Only support can set this status');
  });

  it('reads the list query: all by default, 5 a page', () => {
    expect(ticketQuerySchema.parse({})).toEqual({ status: 'all', page: 1, limit: 5 });
    expect(ticketQuerySchema.safeParse({ status: 'closed' }).success).toBe(false);
  });
});

describe('feedback fields', () => {
  it('takes the rating as a number or the text of a form part, from 1 to 5', () => {
    expect(feedbackInputSchema.parse({ rating: '4', text: ' Nice ' })).toEqual({ rating: 4, text: 'Nice', page: '' });
    expect(feedbackInputSchema.parse({ rating: 5, text: 'x', page: '/inbox' }).rating).toBe(5);
    for (const rating of [0, 6, '2.5', 'five', 3.5]) {
      expect(feedbackInputSchema.safeParse({ rating, text: 'x' }).error?.issues[0]?.message).toBe('Rating must be from 1 to 5');
    }
  });

  it('upper-cases the project key and checks it', () => {
    expect(issueInputSchema.parse({ project: 'cam', summary: 'S', issueType: 'Bug' })).toMatchObject({ project: 'CAM', description: '' });
    expect(issueInputSchema.safeParse({ project: 'C', summary: 'S', issueType: 'Bug' }).error?.issues[0]?.message).toBe('Project must be a project key such as CAM');
  });
});
