import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { Caller } from '../platform/caller';
import { runListQuery, type ListSpec } from '../platform/list-query';
import type { AuditListDto } from './audit-entry.dto';
import { AuditEntry, type AuditChanges } from './audit-entry.entity';

import type { AuditAction, AuditEntityType } from '@notices/common';

export type { AuditAction, AuditEntityType } from '@notices/common';

/** Who did it: the signed-in caller, or null for the system itself (start-up, demo data). */
export type AuditActor = Pick<Caller, 'id' | 'email'>;

/** Secrets never enter the log, whatever the entity calls them. */
const SECRET_KEY = /password|token|secret|hash|oidcSubject/i;
/** Fingerprints of public text, not secrets: the history says "content changed" from them. */
const PUBLIC_FINGERPRINTS = new Set(['contentHash']);

/** JSON with object keys sorted, so jsonb's key order never reads as a change. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

/** Field-by-field differences of two snapshots (null before: created; null after: deleted). */
export function diff(before: object | null, after: object | null): AuditChanges {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const changes: AuditChanges = {};
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (SECRET_KEY.test(key) && !PUBLIC_FINGERPRINTS.has(key)) continue;
    const was = JSON.parse(canonical(b[key] ?? null)) as unknown;
    const now = JSON.parse(canonical(a[key] ?? null)) as unknown;
    if (canonical(was) !== canonical(now)) changes[key] = { before: was, after: now };
  }
  return changes;
}

export const AUDIT_LIST: ListSpec = {
  columns: {
    id: { sql: 'a.id', type: 'id' },
    createdAt: { sql: 'a.created_at', type: 'date' },
    actorId: { sql: 'a.actor_id', type: 'id' },
    actorEmail: { sql: 'a.actor_email', type: 'string' },
    action: { sql: 'a.action', type: 'string' },
    entityType: { sql: 'a.entity_type', type: 'string' },
    entityId: { sql: 'a.entity_id', type: 'id' },
  },
  defaultSort: { column: 'createdAt', order: 'DESC' },
  tieBreaker: 'a.id',
};

/**
 * The audit log of back-office writes. Every write calls `record` with the EntityManager of its own
 * transaction, so the entry and the write commit or roll back together.
 */
@Injectable()
export class AuditService {
  constructor(@InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>) {}

  async record(
    m: EntityManager,
    actor: AuditActor | null,
    action: AuditAction,
    entityType: AuditEntityType,
    entityId: number,
    before: object | null,
    after: object | null,
  ): Promise<void> {
    const changes = diff(before, after);
    // An update that changed nothing is not worth a row; every other action is an event in itself.
    if (action === 'update' && Object.keys(changes).length === 0) return;
    await m.query(
      `INSERT INTO audit_log (actor_id, actor_email, action, entity_type, entity_id, changes)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
      [actor?.id ?? null, actor?.email ?? null, action, entityType, entityId, JSON.stringify(changes)],
    );
  }

  async list(query: Record<string, unknown>): Promise<AuditListDto> {
    const { items, ...page } = await runListQuery(this.entries.createQueryBuilder('a'), query, AUDIT_LIST);
    return {
      // The entity's action and entityType are the strings `record` wrote, typed there.
      data: items.map((e) => ({
        ...e,
        id: Number(e.id),
        action: e.action as AuditAction,
        entityType: e.entityType as AuditEntityType,
        createdAt: e.createdAt.toISOString(),
      })),
      ...page,
    };
  }
}
