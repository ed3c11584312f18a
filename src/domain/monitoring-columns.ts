// The columns of the monitoring table (000 §2 "Monitoring table"), in the spec's order, with the
// group each belongs to (Routes, Speed, Statistic, Cost), whether a new layout shows it, its
// width and whether the list call can sort by it. The layout (monitoring-layout.ts), the server's
// sort and the page's table all read this one list.
//
// Ours beside the spec's: Status (a monitoring row needs its state), Speed split in Real and Max,
// and the rates of the Statistic group (delivered, clicked, replied, optout, blocked, conversion). Not built
// yet, for want of data: Call blocks, IVR Clicked rate, IVR Optout rate (docs/decisions/0032).

export const MONITORING_COLUMN_KEYS = [
  'title',
  'status',
  'contactGroups',
  'routeName',
  'routeSenders',
  'totalDid',
  'remainContact',
  'messageType',
  'progress',
  'timeRemaining',
  'activeCalls',
  'realSpeed',
  'maxSpeed',
  'total',
  'campaignOffset',
  'sent',
  'delivered',
  'clicked',
  'replied',
  'callback',
  'acd',
  'listen',
  'convertor',
  'failed',
  'optout',
  'blocked',
  'attemptFailed',
  'amd',
  'rejected',
  'deliveredRate',
  'clickRate',
  'replyRate',
  'optoutRate',
  'blockRate',
  'conversionRate',
  'totalCost',
  'costPerClick',
  'costPerMessage',
  'amdCost',
  'revenue',
  'revPerMil',
  'profit',
  'roi',
  'revPerMilMinute',
  'revPerMilMessage',
  'rpc',
  'callRate',
] as const;
export type MonitoringColumnKey = (typeof MONITORING_COLUMN_KEYS)[number];

export type MonitoringColumnGroup = 'Routes' | 'Speed' | 'Statistic' | 'Cost';

export interface MonitoringColumnSpec {
  /** The header: an English catalogue key. */
  label: string;
  group: MonitoringColumnGroup | null;
  /** Shown in a new layout. */
  visible: boolean;
  /** Pixels: frozen columns stick at the sum of the widths before them. */
  width: number;
  align: 'start' | 'end';
}

/** What the list call sorts by (counters and their ratios, which SQL can order); the rest sort nothing. */
export const MONITORING_SORT_KEYS = [
  'title', 'status', 'remainContact', 'progress', 'total', 'sent', 'delivered', 'clicked', 'replied', 'callback', 'convertor',
  'failed', 'optout', 'blocked', 'attemptFailed', 'rejected', 'deliveredRate', 'clickRate', 'replyRate', 'optoutRate',
  'blockRate', 'conversionRate', 'totalCost', 'costPerClick', 'costPerMessage', 'revenue', 'profit', 'roi', 'revPerMilMessage', 'rpc',
] as const satisfies readonly MonitoringColumnKey[];
export type MonitoringSortKey = (typeof MONITORING_SORT_KEYS)[number];
export function isMonitoringSortKey(key: string): key is MonitoringSortKey {
  return (MONITORING_SORT_KEYS as readonly string[]).includes(key);
}

const text = (label: string, width: number, group: MonitoringColumnGroup | null = null, visible = true): MonitoringColumnSpec => ({ label, group, visible, width, align: 'start' });
const figure = (label: string, group: MonitoringColumnGroup | null, visible: boolean, width = 112): MonitoringColumnSpec => ({ label, group, visible, width, align: 'end' });

export const MONITORING_COLUMNS: Readonly<Record<MonitoringColumnKey, MonitoringColumnSpec>> = {
  title: text('Title', 220),
  status: text('Status', 150),
  contactGroups: text('Contact group', 180),
  routeName: text('Name', 160, 'Routes'),
  routeSenders: text('DID group/ANI', 180, 'Routes'),
  totalDid: figure('Total DID', null, true, 96),
  remainContact: figure('Remain contact', null, true, 128),
  messageType: text('Message type', 112),
  progress: text('Progress', 180),
  timeRemaining: figure('Time remaining', null, true, 128),
  activeCalls: figure('Active calls', null, true, 104),
  realSpeed: figure('Real', 'Speed', true, 112),
  maxSpeed: figure('Max', 'Speed', true, 112),
  total: figure('Total', 'Statistic', true),
  campaignOffset: figure('Campaign Offset', 'Statistic', false, 136),
  sent: figure('Sent', 'Statistic', true),
  delivered: figure('Delivered', 'Statistic', true),
  clicked: figure('Clicked', 'Statistic', true),
  replied: figure('Replied', 'Statistic', true),
  callback: figure('Callback', 'Statistic', false),
  acd: figure('Average Call Duration', 'Statistic', false, 168),
  listen: figure('Listen', 'Statistic', false),
  convertor: figure('Convertor', 'Statistic', true),
  failed: figure('Failed', 'Statistic', true),
  optout: figure('Optout', 'Statistic', true),
  blocked: figure('Blocked', 'Statistic', true),
  attemptFailed: figure('Attempt failed', 'Statistic', false, 128),
  amd: figure('AMD', 'Statistic', false),
  rejected: figure('Rejected', 'Statistic', false),
  deliveredRate: figure('Delivered rate', 'Statistic', true, 128),
  clickRate: figure('Clicked rate', 'Statistic', true, 128),
  replyRate: figure('Replied rate', 'Statistic', false, 128),
  optoutRate: figure('Optout rate', 'Statistic', false, 128),
  blockRate: figure('Blocked rate', 'Statistic', false, 128),
  conversionRate: figure('Convertor rate', 'Statistic', false, 136),
  totalCost: figure('Total cost', 'Cost', true, 120),
  costPerClick: figure('Per clicked', 'Cost', true, 112),
  costPerMessage: figure('Per message', 'Cost', true, 112),
  amdCost: figure('AMD Cost', 'Cost', false),
  revenue: figure('Revenue', null, true, 120),
  revPerMil: figure('Rev/mil', null, false, 120),
  profit: figure('Profit', null, true, 120),
  roi: figure('ROI', null, true, 104),
  revPerMilMinute: figure('Rev/mil minute', null, false, 136),
  revPerMilMessage: figure('Rev/mil message', null, false, 144),
  rpc: figure('RPC', null, false, 104),
  callRate: figure('Call rate', null, false, 104),
};

export function isMonitoringColumnKey(value: unknown): value is MonitoringColumnKey {
  return typeof value === 'string' && (MONITORING_COLUMN_KEYS as readonly string[]).includes(value);
}
