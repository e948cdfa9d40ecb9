import type { ObjectLiteral, Repository } from 'typeorm';
import { AppException } from '../platform/app-exception';
import { runListQuery, type ColumnSpec, type ListPage, type ListSpec } from '../platform/list-query';
import type { Channel, DeliveryQueue, DeliveryStatus } from './delivery';
import type { DeliveryStateDto } from './outbox.dto';

/** The columns every outbox row has (mail_outbox, sms_outbox). */
export interface OutboxRow extends ObjectLiteral {
  id: number;
  recipient: string;
  createdAt: Date;
  sentAt: Date | null;
  status: DeliveryStatus;
  attempts: number;
  lastAttemptAt: Date | null;
  lastError: string | null;
}

/** The list spec of an outbox read through alias `m`: the shared columns, then the outbox's own. */
export function outboxListSpec(own: Record<string, ColumnSpec>): ListSpec {
  return {
    columns: {
      id: { sql: 'm.id', type: 'id' },
      recipient: { sql: 'm.recipient', type: 'string' },
      ...own,
      createdAt: { sql: 'm.created_at', type: 'date' },
      sentAt: { sql: 'm.sent_at', type: 'date' },
      status: { sql: 'm.status', type: 'string' },
    },
    defaultSort: { column: 'createdAt', order: 'DESC' },
    tieBreaker: 'm.id',
  };
}

/**
 * Lists and shows the rows of one outbox with their next try (from the delivery job): the Mailbox and the
 * text messages differ only in their table, their own columns and how a row reads (`view`).
 */
export class OutboxReader<Row extends OutboxRow, View extends DeliveryStateDto> {
  constructor(
    private readonly rows: Repository<Row>,
    private readonly delivery: DeliveryQueue,
    private readonly channel: Channel,
    private readonly spec: ListSpec,
    /** The outbox's own fields; the delivery state comes from `toView`. */
    private readonly view: (row: Row, delivery: DeliveryStateDto) => View,
  ) {}

  async list(query: Record<string, unknown>): Promise<ListPage<View>> {
    const { items, ...page } = await runListQuery(this.rows.createQueryBuilder('m'), query, this.spec);
    const next = await this.nextAttempts(items);
    return { data: items.map((row) => this.toView(row, next)), ...page };
  }

  async show(id: number): Promise<View> {
    const row = await this.rows.createQueryBuilder('m').where('m.id = :id', { id }).getOne();
    if (!row) throw AppException.notFound();
    return this.toView(row, await this.nextAttempts([row]));
  }

  private toView(row: Row, next: Map<number, Date>): View {
    return this.view(row, {
      id: row.id,
      recipient: row.recipient,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      status: row.status,
      attempts: row.attempts,
      lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
      nextAttemptAt: next.get(row.id)?.toISOString() ?? null,
      lastError: row.lastError,
    });
  }

  /** Only rows still to be sent have a next try: the others never touch the job table. */
  private nextAttempts(rows: Row[]): Promise<Map<number, Date>> {
    const waiting = rows.filter((row) => row.status === 'queued' || row.status === 'sending');
    return this.delivery.nextAttempts(
      this.channel,
      waiting.map((row) => row.id),
    );
  }
}
