import { billingWorld } from './billing-fixtures';
import type { TestApp } from '../support/app';

/** The billing report's PDF as a statement finance can send. */
describe('billing statements', () => {
  const { world, published, generate, reportOf, pdfText, setPrice } = billingWorld();
  let t: TestApp;
  beforeAll(() => {
    t = world.t;
  });

  it('makes a statement finance can send: number, period, billing contact, each notice with its dates, counts, amounts and total', async () => {
    const pub = await t.createPublication({
      paymentPeriod: 'WEEK',
      paymentMethod: 'MANUAL',
      name: 'Alpena News',
      billingAddressSameAsMailing: false,
      billingAddress: {
        street: 'PO Box 367',
        optionalStreet: 'Accounts Payable',
        locality: 'Alpena',
        region: 'MI',
        postalCode: '49707',
        country: 'US',
      },
      billingContactSameAsMain: false,
      billingContact: {
        name: 'Robin Ledger',
        title: 'Controller',
        phone: '989-555-0199',
        email: 'ap@alpenanews.example',
        fax: '',
      },
    });
    await setPrice(pub.id, 1250);
    const twice = await published(pub.id, 'Mortgage sale, Lot 7', [
      ['2026-10-19', '2026-10-19T05:00:00Z'],
      ['2026-10-22', '2026-10-22T05:00:00Z'],
    ]);
    const once = await published(pub.id, 'Zoning hearing', [['2026-10-21', '2026-10-21T05:00:00Z']]);
    const free = await published(
      pub.id,
      'Free election notice',
      [['2026-10-20', '2026-10-20T05:00:00Z']],
      true,
    );
    await generate('WEEK', '2026-10-20');
    const [report] = await reportOf(pub.id);
    expect(report.noticesCount).toBe(2);

    const { text, disposition } = await pdfText(report.id);
    expect(disposition).toBe('attachment; filename="billing-alpena-news-2026-10-18_2026-10-24.pdf"');
    expect(text).toContain('Michigan Public Notices');
    expect(text).toContain('Billing statement');
    expect(text).toContain(`Statement no. BR-${String(report.id).padStart(6, '0')}`);
    expect(text).toContain('Period: 10/18/2026 - 10/24/2026');
    expect(text).toContain('Weekly period');
    expect(text).toContain('Publication: Alpena News');
    expect(text).toContain('PO Box 367');
    expect(text).toContain('Alpena, MI 49707');
    expect(text).toContain('Robin Ledger, Controller');
    expect(text).toContain('ap@alpenanews.example');
    expect(text).not.toContain('Pat Lee'); // the main contact: a billing contact of its own is set
    expect(text).toMatch(
      new RegExp(`${twice}\\s+Mortgage sale, Lot 7\\s+10/19/2026, 10/22/2026\\s+—\\s+\\$12\\.50`),
    );
    expect(text).toMatch(new RegExp(`${once}\\s+Zoning hearing\\s+10/21/2026\\s+—\\s+\\$12\\.50`));
    expect(text).toMatch(new RegExp(`${free}\\s+Free election notice\\s+—\\s+10/20/2026\\s+—`));
    expect(text).toContain('Charged notices: 2 (3 publication dates)');
    expect(text).toContain('Free notices: 1 (1 publication date)');
    expect(text).toContain('Price per charged notice: $12.50');
    expect(text).toContain('Total due: $25.00');

    // An issued statement never changes: not with a new price, nor a new billing contact.
    await setPrice(pub.id, 9900);
    await t.db.query(
      `UPDATE publications SET billing_contact = jsonb_set(billing_contact, '{name}', '"Someone Else"') WHERE id = $1`,
      [pub.id],
    );
    const later = (await pdfText(report.id)).text;
    expect(later).toContain('Total due: $25.00');
    expect(later).toContain('Robin Ledger, Controller');
    expect(later).not.toContain('$99.00');
    expect(later).not.toContain('Someone Else');
  });

  it('falls back to the mailing address and main contact as the publication summary does, and shows no money without a price', async () => {
    const pub = await t.createPublication({
      paymentPeriod: 'WEEK',
      name: 'Żywiec & Sons Gazette',
      billingAddressSameAsMailing: true,
      billingAddress: {
        street: 'Stale Billing St',
        optionalStreet: '',
        locality: 'X',
        region: 'MI',
        postalCode: '1',
        country: 'US',
      },
      billingContactSameAsMain: false,
      billingContact: { name: '', title: '', phone: '', email: '', fax: '' },
    });
    await published(pub.id, 'Budget hearing', [['2026-10-13', '2026-10-13T05:00:00Z']]);
    await generate('WEEK', '2026-10-13');
    const [report] = await reportOf(pub.id);
    const { text, disposition } = await pdfText(report.id);
    expect(disposition).toBe(
      'attachment; filename="billing-zywiec-and-sons-gazette-2026-10-11_2026-10-17.pdf"',
    );
    expect(text).toMatch(/\d+ Main St/); // the mailing address
    expect(text).not.toContain('Stale Billing St');
    expect(text).toContain('Pat Lee, Editor'); // the main contact: the billing one is blank
    expect(text).toContain('Budget hearing');
    expect(text).toContain('Charged notices: 1 (1 publication date)');
    expect(text).toContain('Free notices: 0 (0 publication dates)');
    expect(text).not.toContain('$');
    expect(text).not.toContain('Total due');
    expect(text).not.toMatch(/Amount/);
    expect(text).toContain('No price per charged notice is set');
    // A price set after the report was made does not reach it either.
    await setPrice(pub.id, 500);
    expect((await pdfText(report.id)).text).not.toContain('$');
  });
});
