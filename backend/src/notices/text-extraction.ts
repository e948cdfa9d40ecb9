import { ErrorCode } from '@notices/common';
import { PDFParse } from 'pdf-parse';
import { AppException } from '../common/app-exception';
import { detectType, SNIFF_BYTES } from '../storage/file-type';

/** Content types a content file may have (§5: .txt or .pdf). */
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
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    // Pages joined by a blank line, without pdf-parse's "-- 1 of 2 --" markers.
    const result = await parser.getText({ pageJoiner: '' });
    return result.text.replace(/\n{3,}/g, '\n\n').trim();
  } catch {
    throw AppException.unprocessable(ErrorCode.unreadableFile);
  } finally {
    await parser.destroy().catch(() => undefined);
  }
}
