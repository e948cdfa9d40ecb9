import { pdf } from '../../test/support/file-fixtures';

// Taken before the module under test is loaded (it is required inside the tests).
const natives = { push: Array.prototype.push, parse: JSON.parse, toString: Function.prototype.toString };
const load = () => jest.requireActual<typeof import('./text-extraction')>('./text-extraction');

describe('extractText', () => {
  it('reads a PDF without loading pdf.js’s polyfills into the server’s own realm', async () => {
    const { extractText } = load();
    expect(await extractText(await pdf('Notice of hearing in Lansing'), 'application/pdf')).toContain(
      'Notice of hearing in Lansing',
    );
    expect(Array.prototype.push).toBe(natives.push);
    expect(JSON.parse).toBe(natives.parse);
    expect(Function.prototype.toString).toBe(natives.toString);
  });

  it('answers 422 for a file that only starts like a PDF', async () => {
    const { extractText } = load();
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 'x')]);
    await expect(extractText(broken, 'application/pdf')).rejects.toMatchObject({ status: 422 });
  });
});
