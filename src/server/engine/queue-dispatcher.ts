// The distributed mode (issue 10; decision 29): with REDIS_URL set, campaigns are dispatched by
// `npm run worker` processes through a BullMQ queue on Redis instead of the server's own loop.
// Each due campaign is one job (its jobId is the campaign's, so it is queued once however many
// workers see it due); a worker takes it, claims the campaign's lease in the database and sends
// one pass (the same code as the embedded loop, SendingEngine.runCampaign), and the job ends.
// Every worker's sweep, a few times a second, queues the campaigns due again. What belongs to no
// campaign (opening runs for new sends, handing over batches a crash left, the carrier's reports and
// audience) runs in one worker at a time, under a short Redis lock.
//
// Safety does not rest on the queue: the lease keeps two workers from one campaign, the message key
// keeps a contact from two messages, and the counters add in place. The queue spreads the work.
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { SendingEngine } from './sending-engine';

export const CAMPAIGN_QUEUE = 'campaign-dispatch';

export interface QueueDispatcherOptions {
  engine: SendingEngine;
  redisUrl: string;
  /** Namespaces the queue's keys (REDIS_PREFIX). */
  prefix: string;
  /** Campaigns one worker sends at once. */
  concurrency?: number;
  sweepMs?: number;
  log: { error(obj: unknown, msg?: string): void };
}

export class QueueDispatcher {
  private readonly connection: Redis;
  private readonly workerConnection: Redis;
  private readonly queue: Queue;
  private worker: Worker | null = null;
  private timer: NodeJS.Timeout | null = null;
  private sweeping = false;
  /** Jobs this worker finished (the tests and the bench read it). */
  processed = 0;

  constructor(private readonly options: QueueDispatcherOptions) {
    this.connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    this.workerConnection = this.connection.duplicate();
    this.queue = new Queue(CAMPAIGN_QUEUE, { connection: this.connection, prefix: `${options.prefix}bull` });
  }

  /** Takes jobs and sweeps until stop(). */
  start(): void {
    const { engine } = this.options;
    this.worker = new Worker(
      CAMPAIGN_QUEUE,
      async (job) => {
        const campaignId = Number((job.data as { campaignId: number }).campaignId);
        await engine.runCampaign(campaignId);
        this.processed += 1;
      },
      { connection: this.workerConnection, prefix: `${this.options.prefix}bull`, concurrency: this.options.concurrency ?? 2 },
    );
    this.worker.on('error', (err) => this.options.log.error({ err }, 'campaign worker: queue error'));
    const tick = () => {
      this.timer = setTimeout(() => void this.sweep().finally(tick), this.options.sweepMs ?? 200);
    };
    tick();
  }

  /** Queues the campaigns due now; one worker at a time also does the work of no campaign. */
  async sweep(): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      const { engine } = this.options;
      const lock = await this.connection.set(`${this.options.prefix}engine:housekeeping`, engine.id, 'PX', 2_000, 'NX');
      if (lock === 'OK') {
        await engine.housekeeping();
        await engine.pumpCarrier();
        await this.connection.del(`${this.options.prefix}engine:housekeeping`);
      }
      for (const campaignId of await engine.dueCampaigns()) {
        await this.queue.add('campaign', { campaignId }, { jobId: `campaign-${campaignId}`, removeOnComplete: true, removeOnFail: true });
      }
    } catch (err) {
      this.options.log.error({ err }, 'campaign worker: a sweep failed');
    } finally {
      this.sweeping = false;
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.worker?.close();
    await this.queue.close();
    this.connection.disconnect();
    this.workerConnection.disconnect();
    await this.options.engine.stop();
  }
}
