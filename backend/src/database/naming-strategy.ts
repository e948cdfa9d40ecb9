import { DefaultNamingStrategy, type Table } from 'typeorm';

/**
 * Constraint names as PostgreSQL itself would choose them (`users_pkey`, `sessions_user_id_fkey`,
 * `api_keys_client_id_key`), so the entities name the constraints the hand-written migrations created
 * and a generated migration names new ones the same way. Indexes and checks are named in the entities.
 */
export class PostgresNamingStrategy extends DefaultNamingStrategy {
  override primaryKeyName(tableOrName: Table | string): string {
    return `${this.getTableName(tableOrName)}_pkey`;
  }

  override foreignKeyName(tableOrName: Table | string, columnNames: string[]): string {
    return `${this.getTableName(tableOrName)}_${columnNames.join('_')}_fkey`;
  }

  override uniqueConstraintName(tableOrName: Table | string, columnNames: string[]): string {
    return `${this.getTableName(tableOrName)}_${columnNames.join('_')}_key`;
  }
}
