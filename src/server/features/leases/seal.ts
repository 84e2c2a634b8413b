// Decided in docs/decisions/084-lease-signing-evidence: a self-made certificate seals the signed lease unless the agent brings one.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { P12Signer } from '@signpdf/signer-p12';
import { loadPdfLib } from '../../platform/pdf-text.mjs';

/**
 * The signing libraries load when they are used (decision 110): node-forge when the seal's certificate is made (the
 * first start), the PKCS#12 signer when a certificate is checked or a lease sealed, the PDF signing when a lease is
 * sealed; a running server that seals nothing does not carry them.
 */
const load = createRequire(import.meta.url);
const signerP12 = () => load('@signpdf/signer-p12') as typeof import('@signpdf/signer-p12');

/** The file the seal's certificate is made into on the first start, beside DATA_DIR/application-key. */
const SEAL_FILE = 'lease-seal.p12';

/** The PKCS#12 (certificate and private key) that seals signed leases, and its passphrase. */
export interface SealIdentity {
  p12: Buffer;
  passphrase: string;
  /** Whether the product made it (a self-signed certificate) or the agent configured their own. */
  own: boolean;
}

/** A self-signed certificate of `subject` valid ten years, its key RSA 2048, as a PKCS#12 with an empty passphrase. */
function makeSealCertificate(subject: string): Buffer {
  const forge = load('node-forge') as typeof import('node-forge');
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600_000);
  const attrs = [
    { name: 'commonName', value: subject.slice(0, 64) },
    { name: 'organizationName', value: 'Lease seal (self-made, not from a certificate authority)' },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, cert, '', { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

/**
 * The seal's identity: LEASE_SEAL_P12 (the agent's own certificate, e.g. one from a certificate
 * authority that Acrobat trusts) with LEASE_SEAL_PASSPHRASE, else DATA_DIR/lease-seal.p12, made once on
 * the first start (mode 0600). Two instances starting together: the second reads the first one's file.
 */
export function loadSealIdentity(setting: { p12Path: string; passphrase: string } | undefined, dataDir: string): SealIdentity {
  if (setting) {
    const p12 = readFileSync(setting.p12Path);
    new (signerP12().P12Signer)(p12, { passphrase: setting.passphrase }); // a wrong file or passphrase stops the start
    return { p12, passphrase: setting.passphrase, own: true };
  }
  const file = path.join(dataDir, SEAL_FILE);
  if (!existsSync(file)) {
    try {
      writeFileSync(file, makeSealCertificate('Lease seal'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  chmodSync(file, 0o600);
  return { p12: readFileSync(file), passphrase: '', own: false };
}

/** @signpdf/signpdf's signer, under its CommonJS default export. */
async function loadSignpdf() {
  const signpdfModule = await import('@signpdf/signpdf');
  return ((signpdfModule as unknown as { default: { default?: unknown } }).default.default ??
    (signpdfModule as unknown as { default: unknown }).default) as {
    sign: (pdf: Buffer, signer: P12Signer, at?: Date) => Promise<Buffer>;
  };
}

/**
 * Seals a PDF: a signature placeholder (ByteRange and Contents) is added with pdf-lib, the file saved
 * without object streams, then the CMS signature (SHA-256, the seal's certificate embedded) written
 * into it. Any changed byte outside the signature then fails `pdfsig` and Acrobat's check.
 */
export async function sealPdf(
  pdf: Uint8Array,
  identity: SealIdentity,
  info: { reason: string; name: string; at: Date },
): Promise<Buffer> {
  const [{ PDFDocument }, { pdflibAddPlaceholder }, signpdf] = await Promise.all([
    loadPdfLib(),
    import('@signpdf/placeholder-pdf-lib'),
    loadSignpdf(),
  ]);
  const doc = await PDFDocument.load(pdf);
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: info.reason,
    contactInfo: '',
    name: info.name,
    location: 'New York, NY',
    signingTime: info.at,
    signatureLength: 8192,
  });
  const bytes = Buffer.from(await doc.save({ useObjectStreams: false }));
  return signpdf.sign(bytes, new (signerP12().P12Signer)(identity.p12, { passphrase: identity.passphrase }), info.at);
}
