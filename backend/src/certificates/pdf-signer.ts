import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { P12Signer } from '@signpdf/signer-p12';
import signpdf from '@signpdf/signpdf';
import { APP_CONFIG, type AppConfig, type CertificateConfig } from '../config/config';
import { describeIdentity, developmentIdentity } from './signing-identity';

/** PAdES's SubFilter (SUBFILTER_ETSI_CADES_DETACHED of @signpdf/utils, not a direct dependency). */
const PADES_SUBFILTER = 'ETSI.CAdES.detached';

/**
 * Signs certificate PDFs (PAdES: a CAdES detached CMS, SubFilter ETSI.CAdES.detached) with the platform's
 * certificate: CERTIFICATE_P12 in production, checked at start; else the development one, made once in
 * DATA_DIR on first use (never per request).
 */
@Injectable()
export class PdfSigner implements OnModuleInit {
  private readonly logger = new Logger(PdfSigner.name);
  private cached: CertificateConfig | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onModuleInit(): void {
    if (!this.config.certificate) return;
    // A wrong passphrase or a file without a key stops the start rather than the first download.
    const { subject, notAfter } = describeIdentity(this.config.certificate);
    this.logger.log(`Certificates are signed as "${subject}" (valid until ${notAfter.toISOString()})`);
  }

  private identity(): CertificateConfig {
    return (this.cached ??= this.config.certificate ?? developmentIdentity(this.config.dataDir));
  }

  async sign(pdf: Buffer, signingTime: Date): Promise<Buffer> {
    const withPlaceholder = plainAddPlaceholder({
      pdfBuffer: pdf,
      reason: 'Certificate of publication',
      contactInfo: this.config.publicUrl,
      name: 'Michigan Public Notices',
      location: 'Michigan, US',
      signingTime,
      subFilter: PADES_SUBFILTER,
    });
    const { p12, passphrase } = this.identity();
    // A P12Signer consumes its buffer while signing: one per signature.
    return signpdf.sign(withPlaceholder, new P12Signer(p12, { passphrase }), signingTime);
  }
}
