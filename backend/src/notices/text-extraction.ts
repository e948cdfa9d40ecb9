import { ErrorCode } from '@notices/common';
import { Worker } from 'node:worker_threads';
import { AppException } from '../platform/app-exception';
import { detectType, SNIFF_BYTES } from '../storage/file-type';

/** Content types a content file may have (.txt or .pdf). */
export const CONTENT_TYPES = ['text/plain', 'application/pdf'] as const;

/**
 * The text of a content file: UTF-8 for text, pdf-parse for PDF. The declared type must match the real
 * one (first bytes), so a renamed binary is refused rather than fed to a parser.
 */
export async function extractText(body: Buffer, declared: string): Promise<string> {
  const real = detectType(body.subarray(0, SNIFF_BYTES));
  if (!(CONTENT_TYPES as readonly string[]).includes(declared))
    throw AppException.badRequest(ErrorCode.attachmentType);
  if (real !== declared) throw AppException.unprocessable(ErrorCode.attachmentTypeMismatch);
  if (declared === 'text/plain') return new TextDecoder('utf-8').decode(body).replace(/^\uFEFF/, '');
  try {
    return (await pdfText(body)).replace(/\n{3,}/g, '\n\n').trim();
  } catch {
    throw AppException.unprocessable(ErrorCode.unreadableFile);
  }
}

/**
 * pdf-parse runs in a worker thread, never loaded in the server's own: pdf.js's core-js polyfills replace
 * Array.prototype.push, JSON.parse and Function.prototype.toString for the whole realm when it loads, which
 * made every push ~15 times and every JSON.parse ~4 times slower in every request (docs/http-edge.md).
 * Pages are joined by a blank line, without pdf-parse's "-- 1 of 2 --" markers.
 */
const PDF_TEXT_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { PDFParse } = require(workerData.pdfParse);
const parser = new PDFParse({ data: workerData.data });
parser
  .getText({ pageJoiner: '' })
  .then((result) => parentPort.postMessage({ text: result.text }), () => parentPort.postMessage({ failed: true }))
  .finally(() => parser.destroy().catch(() => undefined));
`;

function pdfText(body: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(PDF_TEXT_WORKER, {
      eval: true,
      workerData: { pdfParse: require.resolve('pdf-parse'), data: new Uint8Array(body) },
      // A hostile PDF may exhaust the worker, not the server.
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    worker.once('message', (answer: { text?: string }) => {
      if (typeof answer.text === 'string') resolve(answer.text);
      else reject(new Error('unreadable PDF'));
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', () => reject(new Error('the PDF worker stopped')));
  });
}
