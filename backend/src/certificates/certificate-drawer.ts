import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { CertificateModel } from './certificate-model';
import type { DrawAnswer, DrawRequest } from './certificate-worker';
import { PdfSigner } from './pdf-signer';

/** Built code runs the built worker; the tests run the TypeScript one through ts-node. */
const COMPILED = __filename.endsWith('.js');
const WORKER_FILE = join(__dirname, `certificate-worker.${COMPILED ? 'js' : 'ts'}`);
const WORKER_ARGV = COMPILED ? [] : ['--require', 'ts-node/register/transpile-only'];

interface Waiting {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * Draws and signs certificates in worker threads, one drawing per worker at a time (CertificateMaker
 * bounds how many are asked at once, so an idle worker is always there or may be started). A worker that
 * dies fails its drawing, and the next drawing starts a new one.
 */
@Injectable()
export class CertificateDrawer implements OnModuleDestroy {
  private readonly idle: Worker[] = [];
  private readonly all = new Set<Worker>();
  /** The drawing each busy worker is making. */
  private readonly busy = new Map<Worker, Waiting>();

  constructor(private readonly signer: PdfSigner) {}

  async draw(model: CertificateModel): Promise<Buffer> {
    const worker = this.idle.pop() ?? this.start();
    try {
      return await new Promise<Buffer>((resolve, reject) => {
        this.busy.set(worker, { resolve, reject });
        worker.postMessage({ model } satisfies DrawRequest);
      });
    } finally {
      this.busy.delete(worker);
      if (this.all.has(worker)) this.idle.push(worker);
    }
  }

  private start(): Worker {
    const worker = new Worker(WORKER_FILE, { workerData: this.signer.settings(), execArgv: WORKER_ARGV });
    this.all.add(worker);
    worker.on('message', (answer: DrawAnswer) => {
      const waiting = this.busy.get(worker);
      if (!waiting) return;
      if ('error' in answer) waiting.reject(new Error(`drawing a certificate failed: ${answer.error}`));
      else waiting.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
    });
    const lost = (error: Error) => {
      this.forget(worker);
      this.busy.get(worker)?.reject(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the certificate worker stopped (exit code ${code})`)));
    return worker;
  }

  private forget(worker: Worker): void {
    this.all.delete(worker);
    const at = this.idle.indexOf(worker);
    if (at >= 0) this.idle.splice(at, 1);
  }

  async onModuleDestroy(): Promise<void> {
    const workers = [...this.all];
    workers.forEach((worker) => this.forget(worker));
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
