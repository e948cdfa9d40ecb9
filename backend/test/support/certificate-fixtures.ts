import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type request from 'supertest';

export const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'certificates-'));
let files = 0;

/**
 * qpdf's structure check of a PDF written to `path` (cross-reference offsets, objects, streams): throws
 * with its report unless it exits 0, which it does only without errors and without warnings.
 */
export async function qpdfCheck(path: string): Promise<void> {
  await run('qpdf', ['--check', path]).catch((error: { code?: number; stdout?: string; stderr?: string }) => {
    throw new Error(`qpdf --check exited ${error.code}:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
  });
}

/** Writes the PDF to a file, checks its structure with qpdf, and runs a poppler tool on it. */
export async function poppler(tool: 'pdfsig' | 'pdftotext', pdf: Buffer): Promise<string> {
  const path = join(dir, `${++files}.pdf`);
  writeFileSync(path, pdf);
  // Every certificate a test reads is checked: readers less forgiving than poppler refuse a broken one.
  await qpdfCheck(path);
  const args = tool === 'pdftotext' ? ['-enc', 'UTF-8', path, '-'] : [path];
  // pdfsig exits 1 when it cannot validate the issuer (self-signed): the verdict is in its output.
  const { stdout } = await run(tool, args).catch((error: { stdout?: string }) => ({
    stdout: error.stdout ?? '',
  }));
  return stdout;
}

/** The length of the DER object at the start of `der`: its tag, its length's bytes and its content. */
export function derLength(der: Buffer): number {
  const first = der[1];
  if (first < 0x80) return 2 + first;
  const lengthBytes = first & 0x7f;
  let length = 0;
  for (let i = 0; i < lengthBytes; i++) length = length * 256 + der[2 + i];
  return 2 + lengthBytes + length;
}

/** The PDF's CMS signature and the bytes it signs (its /ByteRange), as files for openssl. */
export function signatureFiles(pdf: Buffer): { cms: string; content: string } {
  const [a, b, c, d] = /\/ByteRange \[\s*(\d+) (\d+) (\d+) (\d+)\s*\]/
    .exec(pdf.toString('latin1'))!
    .slice(1)
    .map(Number);
  // The placeholder is padded with zeros after the CMS; its DER header says where the CMS ends (stripping
  // trailing zeros instead cut a signature whose last byte was 0x00: one certificate in 256).
  const padded = Buffer.from(pdf.subarray(a + b + 1, c - 1).toString('latin1'), 'hex');
  const cms = join(dir, `${++files}.p7s`);
  const content = join(dir, `${++files}.bin`);
  writeFileSync(cms, padded.subarray(0, derLength(padded)));
  writeFileSync(content, Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]));
  return { cms, content };
}

export const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

export const sha256 = (pdf: Buffer) => createHash('sha256').update(pdf).digest('hex');
export const hex = (base64: string) => Buffer.from(base64, 'base64').toString('hex');
/** pdftotext breaks long lines where the PDF wrapped them: compare text with whitespace squeezed. */
export const squeeze = (text: string) => text.replace(/\s+/g, ' ');
