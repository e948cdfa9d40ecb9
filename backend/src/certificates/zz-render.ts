import { writeFileSync } from 'node:fs';
import { renderCertificatePdf } from './certificate-pdf';
async function main() {
  const content =
    'Ελληνικά κείμενο. Русский текст. 漢字 かな 한글 emoji 😀🎉👍🏽 done.\n\n' +
    'Lorem ipsum dolor sit amet. '.repeat(400);
  console.time('render');
  const pdf = await renderCertificatePdf({
    rootId: 40,
    publication: 'Detroit Legal News 漢字',
    versions: [
      {
        noticeId: 40,
        version: 1,
        title: 'Notice of Mortgage Foreclosure Sale — 한글',
        noticeType: 'Foreclosure',
        counties: ['Wayne', 'Oakland'],
        content,
        fields: [
          { label: 'Debtor', value: 'John Doe' },
          { label: 'Sale day', value: '12/01/2026' },
        ],
        publishedDates: ['2026-11-24', '2026-11-25'],
      },
    ],
    entries: [
      {
        index: 17,
        event: 'published',
        eventDate: '2026-11-24',
        version: 1,
        leafHash: Buffer.alloc(32, 7).toString('base64'),
        inclusionProof: [Buffer.alloc(32, 1).toString('base64'), Buffer.alloc(32, 2).toString('base64')],
      },
    ],
    checkpoint: {
      origin: 'localhost:3000/transparency',
      treeSize: 120,
      rootHash: Buffer.alloc(32, 9).toString('base64'),
      note:
        'localhost:3000/transparency\n120\n' +
        Buffer.alloc(32, 9).toString('base64') +
        '\n\n— localhost:3000/transparency ' +
        Buffer.alloc(68, 5).toString('base64') +
        '\n',
    },
    verifyUrl: 'http://localhost:3000/notices/40#proof',
    siteUrl: 'http://localhost:3000',
    generatedAt: new Date(),
  });
  console.timeEnd('render');
  writeFileSync('/tmp/cert.pdf', pdf);
  console.log(pdf.length);
}
main();
