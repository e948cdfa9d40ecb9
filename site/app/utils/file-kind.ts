import { formatBytes } from './file-size';

const LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
  'text/plain': 'Text',
};

/**
 * The types the file server shows in the browser's tab (backend storage/file-storage.ts INLINE_TYPES):
 * PDFs and raster images; any other type is sent as a download.
 */
const INLINE = new Set(['application/pdf', 'image/png', 'image/jpeg']);
export const opensInBrowser = (type: string) => INLINE.has(type.split(';')[0].trim().toLowerCase());

/** "PDF, 1.2 MB": what a reader sees before opening a file; the type's own name for unknown types. */
export function fileSummary(type: string | undefined, size: number | undefined): string {
  const base = (type ?? '').split(';')[0].trim().toLowerCase();
  const label = LABELS[base] ?? (base ? (base.split('/')[1] ?? base).toUpperCase() : '');
  const bytes = typeof size === 'number' && Number.isFinite(size) && size >= 0 ? formatBytes(size) : '';
  return [label, bytes].filter(Boolean).join(', ');
}
