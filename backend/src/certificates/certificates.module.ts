import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NoticesModule } from '../notices/notices.module';
import { TransparencyModule } from '../transparency';
import { CertificateDrawer } from './certificate-drawer';
import { CertificateMaker } from './certificate-maker';
import { CertificateSource } from './certificate-source';
import { CertificatesController } from './certificates.controller';
import { CertificatesService } from './certificates.service';
import { NoticeCertificate } from './notice-certificate.entity';
import { PdfSigner } from './pdf-signer';

/** Signed certificates of publication, made when a date is published and kept. */
@Module({
  imports: [TypeOrmModule.forFeature([NoticeCertificate]), NoticesModule, TransparencyModule],
  controllers: [CertificatesController],
  providers: [PdfSigner, CertificateDrawer, CertificateSource, CertificateMaker, CertificatesService],
})
export class CertificatesModule {}
