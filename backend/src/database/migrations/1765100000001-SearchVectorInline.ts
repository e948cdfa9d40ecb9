import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A notice's search vector is kept in its row, not in the TOAST table (ADR 026). Every phrase
 * (`"date days parcel"`) and every filter the index cannot prove is rechecked against the vector of each
 * candidate. Stored out of line (PostgreSQL moves the largest values out of a row over ~2 kB, and 84% of
 * the vectors were), each recheck was a TOAST index lookup and one or two chunk reads: 24 µs a notice, 17 s
 * for the 940,000 candidates of that phrase; in the row, 1 µs and 1.3 s. With STORAGE MAIN the content
 * (compressed) goes out of line first, and it is read only for the cards of a page. VACUUM FULL rewrites
 * the rows written before: 67 s at 1M notices, during which the table is locked (docs/operations.md,
 * Upgrade); it cannot run inside a transaction, hence this migration runs outside one (ALTER and VACUUM
 * are each safe to repeat if it is interrupted).
 */
export class SearchVectorInline1765100000001 implements MigrationInterface {
  name = 'SearchVectorInline1765100000001';
  transaction = false;

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notices ALTER COLUMN search SET STORAGE MAIN`);
    await q.query(`VACUUM FULL notices`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notices ALTER COLUMN search SET STORAGE EXTENDED`);
    await q.query(`VACUUM FULL notices`);
  }
}
