import { createHash, sign } from 'node:crypto';
import { Signer } from '@signpdf/signpdf';
import forge from 'node-forge';

const { asn1, pki } = forge;
const { Class, Type } = asn1;
type Node = forge.asn1.Asn1;

const OIDS = {
  data: pki.oids.data,
  signedData: pki.oids.signedData,
  sha256: pki.oids.sha256,
  rsaEncryption: pki.oids.rsaEncryption,
  contentType: pki.oids.contentType,
  messageDigest: pki.oids.messageDigest,
  /** id-aa-signingCertificateV2 (RFC 5035), which CAdES and PAdES baseline signatures require. */
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
};

const sequence = (...nodes: Node[]) => asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, nodes);
const set = (...nodes: Node[]) => asn1.create(Class.UNIVERSAL, Type.SET, true, nodes);
const oid = (id: string) => asn1.create(Class.UNIVERSAL, Type.OID, false, asn1.oidToDer(id).getBytes());
const octets = (bytes: Buffer) =>
  asn1.create(Class.UNIVERSAL, Type.OCTETSTRING, false, bytes.toString('binary'));
const integer = (n: number) =>
  asn1.create(Class.UNIVERSAL, Type.INTEGER, false, asn1.integerToDer(n).getBytes());
const contextTag = (nodes: Node[]) => asn1.create(Class.CONTEXT_SPECIFIC, 0, true, nodes);
const der = (node: Node) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();
/** SHA-256's AlgorithmIdentifier: parameters absent (RFC 5754). */
const sha256Algorithm = () => sequence(oid(OIDS.sha256));

/** A signing key with its certificate and the rest of its chain, as a PKCS#12 holds them. */
export interface SigningIdentity {
  privateKeyPem: string;
  certificate: forge.pki.Certificate;
  chain: forge.pki.Certificate[];
}

/**
 * A CAdES detached signature as PAdES baseline (ETSI EN 319 142-1, B-B) wants it: signed attributes
 * content-type, message-digest and signing-certificate-v2, and no signing-time (the time goes in the
 * signature dictionary's /M). @signpdf's P12 signer writes signing-time and no signing-certificate-v2,
 * and node-forge cannot add other attributes, hence this CMS built with forge's ASN.1.
 */
export class CadesSigner extends Signer {
  constructor(private readonly identity: SigningIdentity) {
    super();
  }

  override async sign(pdf: Buffer): Promise<Buffer> {
    const { certificate, chain, privateKeyPem } = this.identity;
    const certificates = [certificate, ...chain].map((c) => pki.certificateToAsn1(c));
    const attribute = (type: string, value: Node) => sequence(oid(type), set(value));
    // DER orders a SET OF by the encodings of its elements.
    const attributes = [
      attribute(OIDS.contentType, oid(OIDS.data)),
      attribute(OIDS.messageDigest, octets(sha256(pdf))),
      attribute(
        OIDS.signingCertificateV2,
        sequence(sequence(sequence(octets(sha256(der(certificates[0])))))),
      ),
    ].sort((a, b) => Buffer.compare(der(a), der(b)));
    const signature = sign('sha256', der(set(...attributes)), privateKeyPem);
    const signerInfo = sequence(
      integer(1),
      sequence(
        pki.distinguishedNameToAsn1(certificate.issuer),
        asn1.create(Class.UNIVERSAL, Type.INTEGER, false, forge.util.hexToBytes(certificate.serialNumber)),
      ),
      sha256Algorithm(),
      contextTag(attributes),
      sequence(oid(OIDS.rsaEncryption), asn1.create(Class.UNIVERSAL, Type.NULL, false, '')),
      octets(signature),
    );
    const signedData = sequence(
      integer(1),
      set(sha256Algorithm()),
      sequence(oid(OIDS.data)),
      contextTag(certificates),
      set(signerInfo),
    );
    return der(sequence(oid(OIDS.signedData), contextTag([signedData])));
  }
}

/** Opens a PKCS#12 (a wrong passphrase throws): its key, the certificate that matches it, the others. */
export function openPkcs12(p12: Buffer, passphrase: string): SigningIdentity {
  const parsed = forge.pkcs12.pkcs12FromAsn1(asn1.fromDer(p12.toString('binary')), false, passphrase);
  const keyBag = [
    ...(parsed.getBags({ bagType: pki.oids.pkcs8ShroudedKeyBag })[pki.oids.pkcs8ShroudedKeyBag] ?? []),
    ...(parsed.getBags({ bagType: pki.oids.keyBag })[pki.oids.keyBag] ?? []),
  ][0];
  const certificates = (parsed.getBags({ bagType: pki.oids.certBag })[pki.oids.certBag] ?? []).flatMap(
    (bag) => (bag.cert ? [bag.cert] : []),
  );
  const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new Error('the PKCS#12 holds no private key');
  const matches = (c: forge.pki.Certificate) => {
    const publicKey = c.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n?.equals(key.n) && publicKey.e?.equals(key.e);
  };
  const certificate = certificates.find(matches);
  if (!certificate)
    throw new Error('the PKCS#12 holds no certificate for its private key (an RSA key is needed)');
  return {
    privateKeyPem: pki.privateKeyToPem(key),
    certificate,
    chain: certificates.filter((c) => c !== certificate),
  };
}
