import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import signpdf from '@signpdf/signpdf';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { CadesSigner, openPkcs12, type SigningIdentity } from './cades-signer';
import type { CertificateSigner } from './certificate-model';
import { certificateSigner, developmentIdentity } from './signing-identity';

/** PAdES's SubFilter (SUBFILTER_ETSI_CADES_DETACHED of @signpdf/utils, not a direct dependency). */
const PADES_SUBFILTER = 'ETSI.CAdES.detached';

/** What signing needs, plain data a worker thread can be handed. */
export interface SignerSettings {
  p12: Buffer;
  passphrase: string;
  /** The signature dictionary's contact: the platform's public address. */
  contactInfo: string;
}

/** CERTIFICATE_P12 in production; else the development certificate, made once in DATA_DIR on first use. */
export function signerSettings(config: AppConfig): SignerSettings {
  const { p12, passphrase } = config.certificate ?? developmentIdentity(config.dataDir);
  return { p12, passphrase, contactInfo: config.publicUrl };
}

/**
 * Signs certificate PDFs (PAdES: a CAdES detached CMS, SubFilter ETSI.CAdES.detached). Plain, so the
 * drawing worker (certificate-worker.ts) signs with it too; the PKCS#12 is opened once, on first use.
 */
export class PdfSignature {
  private opened: SigningIdentity | null = null;

  constructor(readonly settings: SignerSettings) {}

  identity(): SigningIdentity {
    this.opened ??= openPkcs12(this.settings.p12, this.settings.passphrase);
    return this.opened;
  }

  /** Who signs, as the certificate of publication prints it. */
  signer(): CertificateSigner {
    return certificateSigner(this.identity().certificate);
  }

  async sign(pdf: Buffer, signingTime: Date): Promise<Buffer> {
    const withPlaceholder = plainAddPlaceholder({
      pdfBuffer: pdf,
      reason: 'Certificate of publication',
      contactInfo: this.settings.contactInfo,
      name: 'Michigan Public Notices',
      location: 'Michigan, US',
      signingTime,
      subFilter: PADES_SUBFILTER,
    });
    return signpdf.sign(pointStartxrefAtXref(withPlaceholder), new CadesSigner(this.identity()), signingTime);
  }
}

/**
 * The platform's signing settings, checked at start: a wrong passphrase or a file without a key stops
 * the start rather than the first certificate.
 */
@Injectable()
export class PdfSigner implements OnModuleInit {
  private readonly logger = new Logger(PdfSigner.name);
  private current: PdfSignature | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onModuleInit(): void {
    if (!this.config.certificate) return;
    const { certificate } = this.signature().identity();
    const cn = certificate.subject.getField('CN') as { value: string } | null;
    this.logger.log(
      `Certificates are signed as "${cn?.value ?? 'unnamed'}" (valid until ${certificate.validity.notAfter.toISOString()})`,
    );
  }

  /** The settings, read (and the development certificate made) on first use, never per request. */
  settings(): SignerSettings {
    return this.signature().settings;
  }

  private signature(): PdfSignature {
    this.current ??= new PdfSignature(signerSettings(this.config));
    return this.current;
  }

  sign(pdf: Buffer, signingTime: Date): Promise<Buffer> {
    return this.signature().sign(pdf, signingTime);
  }
}

/** The end of a PDF: its last `startxref`, the offset it gives, and `%%EOF`. */
const LAST_STARTXREF = /startxref\r?\n(\d+)(\r?\n%%EOF\s*)$/;
/** An `xref` keyword starting a line (not the tail of `startxref`). */
const XREF_KEYWORD = /(?<=[\r\n])xref(?=[\r\n])/g;

/**
 * @signpdf/placeholder-plain writes its update's `startxref` as the offset of the line break before
 * `xref`, one byte early (qpdf --check warns; strict readers rebuild the table). Set it to the keyword's
 * offset, before signing: the signature's byte ranges cover the whole file. A correct file is unchanged.
 */
export function pointStartxrefAtXref(pdf: Buffer): Buffer {
  // latin1 keeps one character per byte, so string offsets are byte offsets.
  const text = pdf.toString('latin1');
  const end = LAST_STARTXREF.exec(text.slice(-64));
  if (!end) return pdf;
  const startxref = text.length - end[0].length;
  const xref = [...text.slice(0, startxref).matchAll(XREF_KEYWORD)].at(-1)?.index;
  if (xref === undefined || xref === Number(end[1])) return pdf;
  return Buffer.concat([pdf.subarray(0, startxref), Buffer.from(`startxref\n${xref}${end[2]}`, 'latin1')]);
}
