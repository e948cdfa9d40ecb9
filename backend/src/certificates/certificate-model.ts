import { formatDateTime, formatDay } from '@notices/common';
import type {
  FieldAddressDto,
  FieldValueResponseDto,
  PublicNoticeResponseDto,
} from '../notices/dto/notice-response.dto';

/** One published version of the notice, as the certificate prints it. */
export interface CertificateVersion {
  noticeId: number;
  version: number;
  title: string;
  noticeType: string;
  counties: string[];
  content: string;
  /** Custom fields with a value, formatted as the public site shows them. */
  fields: Array<{ label: string; value: string }>;
  /** This version's published dates, YYYY-MM-DD, in order. */
  publishedDates: string[];
}

/** A log entry of the notice, with its inclusion proof to the certificate's checkpoint. */
export interface CertificateEntry {
  index: number;
  event: string;
  eventDate: string;
  version: number;
  /** Standard base64, as the log's API gives it. */
  leafHash: string;
  inclusionProof: string[];
}

export interface CertificateCheckpoint {
  origin: string;
  treeSize: number;
  rootHash: string;
  note: string;
}

/**
 * Who signs the certificate, as the signing certificate names them (page 1's "Signed by"). Not part of the
 * model: the drawing worker holds the signing key, and describes its certificate itself.
 */
export interface CertificateSigner {
  /** The certificate's subject: common name, and organization when it says more. */
  name: string;
  /** The certificate's issuer, as the subject is named; null for a self-signed certificate. */
  issuer: string | null;
  validUntil: Date;
}

/** Everything a certificate of publication shows (the PDF is drawn from this alone). */
export interface CertificateModel {
  rootId: number;
  publication: string;
  versions: CertificateVersion[];
  entries: CertificateEntry[];
  checkpoint: CertificateCheckpoint;
  /** The notice's public page, at its proof (the QR code). */
  verifyUrl: string;
  siteUrl: string;
  generatedAt: Date;
}

function addressText(a: FieldAddressDto): string {
  const cityLine = [a.locality, [a.region, a.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [a.street, a.optionalStreet, cityLine, a.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

function fieldText(v: FieldValueResponseDto): string {
  if (v.address) return addressText(v.address);
  // Date-times are Detroit time, as on the public site.
  if (v.dateTime !== undefined && v.dateTime !== null) return formatDateTime(v.dateTime);
  if (v.date) return formatDay(v.date);
  return v.text ?? '';
}

/** A published version from its public view (the same data, fields and order the public site shows). */
export function certificateVersion(view: PublicNoticeResponseDto): CertificateVersion {
  return {
    noticeId: view.id,
    version: view.version,
    title: view.title,
    noticeType: view.noticeType.name,
    counties: view.publication.publicationArea.map((c) => c.name),
    content: view.content,
    fields: view.noticeType.fields.flatMap((field) => {
      const value = view.fieldValues.find((v) => v.noticeTypeCustomFieldId === field.id);
      const text = value ? fieldText(value) : '';
      return text ? [{ label: field.name, value: text }] : [];
    }),
    publishedDates: view.publicationDates
      .filter((d) => d.noticeId === view.id && d.published)
      .map((d) => d.date),
  };
}

/** Base64 → lower-case hex (the digests printed both ways, for whichever tool a reader has). */
export const base64ToHex = (value: string) => Buffer.from(value, 'base64').toString('hex');
