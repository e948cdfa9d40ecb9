import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Billing statements. A publication may carry a price per charged notice (whole cents,
 * optional); a report keeps, from the moment it is made, that price and the billing address and contact
 * it was addressed to, so a later change of the publication never alters an issued statement. Report lines
 * now also hold the dates of free notices (flagged), so a statement can show free and charged counts;
 * the reports made before keep no free lines and their statement shows none. Null snapshots (older
 * reports) read the publication's current billing address and contact.
 */
export class BillingStatements1765210000000 implements MigrationInterface {
  name = 'BillingStatements1765210000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE publications ADD COLUMN price_per_charged_notice_cents integer`);
    await q.query(
      `ALTER TABLE publications ADD CONSTRAINT publications_price_check CHECK (price_per_charged_notice_cents >= 0)`,
    );
    await q.query(`ALTER TABLE billing_reports ADD COLUMN price_per_charged_notice_cents integer`);
    await q.query(`ALTER TABLE billing_reports ADD COLUMN billing_address jsonb`);
    await q.query(`ALTER TABLE billing_reports ADD COLUMN billing_contact jsonb`);
    await q.query(`ALTER TABLE billing_report_lines ADD COLUMN free boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM billing_report_lines WHERE free`);
    await q.query(`ALTER TABLE billing_report_lines DROP COLUMN free`);
    await q.query(`ALTER TABLE billing_reports DROP COLUMN billing_contact`);
    await q.query(`ALTER TABLE billing_reports DROP COLUMN billing_address`);
    await q.query(`ALTER TABLE billing_reports DROP COLUMN price_per_charged_notice_cents`);
    await q.query(`ALTER TABLE publications DROP CONSTRAINT publications_price_check`);
    await q.query(`ALTER TABLE publications DROP COLUMN price_per_charged_notice_cents`);
  }
}
