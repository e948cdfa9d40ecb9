import { parentPort, workerData } from 'node:worker_threads';
import type { CertificateModel } from './certificate-model';
import { renderCertificatePdf } from './certificate-pdf';
import { PdfSignature, type SignerSettings } from './pdf-signer';

/** A drawing asked of the worker, and its answer. */
export interface DrawRequest {
  model: CertificateModel;
}
export type DrawAnswer = { pdf: Uint8Array } | { error: string };

/**
 * A worker thread that draws and signs certificates (certificate-drawer.ts starts it): the CPU work of a
 * certificate runs here, so the event loop that answers visitors never waits for it.
 */
const settings = workerData as SignerSettings;
// A Buffer arrives as a plain Uint8Array: forge reads the PKCS#12 as a binary string.
const signature = new PdfSignature({ ...settings, p12: Buffer.from(settings.p12) });

parentPort?.on('message', ({ model }: DrawRequest) => {
  void (async () => {
    try {
      const unsigned = await renderCertificatePdf(model, signature.signer());
      const pdf = await signature.sign(unsigned, model.generatedAt);
      const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
      parentPort?.postMessage({ pdf: bytes } satisfies DrawAnswer);
    } catch (error) {
      parentPort?.postMessage({ error: (error as Error).message } satisfies DrawAnswer);
    }
  })();
});
