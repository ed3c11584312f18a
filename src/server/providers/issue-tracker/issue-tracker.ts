// Where feedback goes when a Super-Admin files it as an issue (001 §7 "issue-tracker posts (project,
// summary, description, issue type)"; decision 51): an interface, so a real tracker (Jira, Linear,
// GitHub Issues) can stand in for the built-in one without touching the feedback module.
import type { IssueType } from '@domain/tickets/feedback';

export interface IssuePost {
  project: string;
  summary: string;
  description: string;
  issueType: IssueType;
  /** Who filed it (the Super-Admin's email). */
  reporter: string;
}

export interface IssueTracker {
  /** Files the issue; answers its key, e.g. 'CAM-12'. */
  create(post: IssuePost): Promise<{ key: string }>;
}
