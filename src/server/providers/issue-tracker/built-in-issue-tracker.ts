// The built-in issue tracker: issues are rows of issue_tracker_entries, numbered per project from 1,
// so the keys are deterministic ('CAM-1', 'CAM-2', 'WEB-1' ...). The unique (project, number) index
// settles two posts racing for the same number: the loser retries with the next one.
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/time';
import type { IssuePost, IssueTracker } from './issue-tracker';

export class BuiltInIssueTracker implements IssueTracker {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {}

  async create(post: IssuePost): Promise<{ key: string }> {
    for (let attempt = 0; ; attempt++) {
      const last = await this.db
        .selectFrom('issue_tracker_entries')
        .select((eb) => eb.fn.max('number').as('n'))
        .where('project', '=', post.project)
        .executeTakeFirst();
      const number = Number(last?.n ?? 0) + 1;
      const key = `${post.project}-${number}`;
      try {
        await this.db
          .insertInto('issue_tracker_entries')
          .values({
            key,
            project: post.project,
            number,
            summary: post.summary,
            description: post.description,
            issue_type: post.issueType,
            created_by: post.reporter,
            created_at: this.now().toISOString(),
          })
          .execute();
        return { key };
      } catch (err) {
        if (attempt >= 5) throw err;
      }
    }
  }
}
