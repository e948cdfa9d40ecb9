import { Logger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';

const oneLine = (sql: string) => sql.replace(/\s+/g, ' ').trim();
const messageOf = (error: string | Error) => (typeof error === 'string' ? error : error.message);

/**
 * TypeORM's messages through the app's logger, so they are JSON lines with the request's id in production
 * like every other line (its own logger printed coloured text). A failed query is logged without its
 * parameters: they can hold password hashes, tokens and personal data. It is a warning: most are answered
 * as client mistakes (a unique violation is a 409), and a real failure is logged again as the 500 it became.
 */
export class DatabaseLogger implements TypeOrmLogger {
  private readonly logger = new Logger('Database');

  logQuery(): void {}

  logQueryError(error: string | Error, query: string): void {
    this.logger.warn(`Query failed: ${messageOf(error)} — ${oneLine(query)}`);
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn(`Slow query (${time} ms): ${oneLine(query)}`);
  }

  logSchemaBuild(): void {}

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
    else this.logger.log(String(message));
  }
}
