// Texts of signing with a certificate and of the digital signatures panel (English; translations
// in src/i18n/locales/<language>/certificate.ts).
import { messagesNow, useMessages } from '../../../i18n/use-messages.ts';
import type { ImportProblem } from '../../../lib/certificate/import-p12.ts';
import type { SignRefusal } from '../../../lib/pdf/sign/sign-pdf.ts';
import type { ChangeKind } from '../../../lib/pdf/sign/verify-signatures.ts';

export const certificateMessages = {
  open: 'Sign with certificate',
  heading: 'Sign with a certificate',
  intro:
    'A digital signature ties the PDF to your certificate: anyone can see who signed it and whether the file changed since. It is made on this device; nothing is sent anywhere.',
  loading: 'Loading the certificate tools…',
  close: 'Close',
  yours: 'Your certificate',
  validUntil: (date: string) => `Valid until ${date}`,
  remove: 'Remove this certificate',
  removed: 'The certificate was removed from this browser.',
  none: 'No certificate on this device yet.',
  createLegend: 'Create one on this device',
  name: 'Name',
  email: 'E-mail (optional)',
  keyLegend: 'Key',
  keyEc: 'P-256 (compact)',
  keyRsa: 'RSA 2048 (widest support)',
  createWarning:
    'It is self-signed and valid for three years: recipients will see that it was not issued by a certificate authority.',
  create: 'Create certificate',
  creating: 'Creating…',
  backup: 'Also save a backup copy (.p12)',
  backupHint:
    'Now is the only time the key can be saved: once kept here, nothing can read it out. With the file and its password you can use this certificate on another device; keep both safe.',
  backupPassword: 'Password for the backup',
  backupRepeat: 'The password again',
  backupShort: 'Choose a password of at least 8 characters for the backup.',
  backupMismatch: 'The two passwords are not the same.',
  importLegend: 'Or use your own .p12 / .pfx file',
  file: 'Certificate file',
  password: 'Password',
  importButton: 'Open certificate',
  importing: 'Opening…',
  kept: (name: string) => `The certificate of ${name} is kept in this browser.`,
  chooseFile: 'Choose the .p12 or .pfx file first.',
  importProblems: {
    'wrong-password': 'That password does not open this file. Try again.',
    'no-key':
      'This file holds a certificate but no private key. Export it again with its private key.',
    'no-certificate': 'This file holds no certificate.',
    unreadable: 'This is not a .p12 or .pfx certificate file.',
    expired: 'This certificate has expired: it can no longer sign.',
    'not-yet-valid': 'This certificate is not valid yet. Check the date and time of this device.',
    'weak-key':
      'Refused: this certificate has an RSA key under 2048 bits, too weak to sign with today.',
    sha1: 'Refused: this certificate is signed with SHA-1, which is no longer safe.',
    'key-type': 'This kind of key cannot sign here. Use an RSA or P-256 certificate.',
  } satisfies Record<ImportProblem, string>,
  storeFailed:
    'The certificate could not be kept in this browser (a private window, or storage is blocked).',
  showLegend: 'On the page',
  invisible: 'Invisible (in the file only)',
  visible: 'Show it at the selected signature picture, with your name and the date',
  visibleNeedsPicture:
    'To show it on the page, place your signature picture and select it (click it) first.',
  certifyLegend: 'Certify the document',
  certifyNone: 'No, just sign',
  certifyNoChanges: 'Certify: no changes allowed after',
  certifyForms: 'Certify: only form filling and signing allowed after',
  certifyOnlyFirst: 'Only the first signature of a document can certify it.',
  sign: 'Sign and save',
  signing: 'Signing…',
  signed: (name: string) =>
    `Signed and saved as ${name}. Open the saved file to check it or to add another signature.`,
  signedBy: (name: string) => `Digitally signed by ${name}`,
  signProblems: {
    encrypted:
      'This PDF is encrypted, so it cannot be signed here. Ask the sender for a copy without a password.',
    locked: 'This PDF is certified with no changes allowed: it cannot take another signature.',
    damaged: 'This PDF could not be read for signing.',
    failed: 'The signature could not be made. Nothing was saved.',
  } satisfies Record<SignRefusal | 'failed', string>,
  noNetwork:
    'Checked on this device only: no time-stamp, revocation or certificate-authority lookup is made, as each needs a server.',
  panelHeading: 'Digital signatures',
  checking: 'Checking the digital signatures…',
  checkFailed: 'The digital signatures of this PDF could not be checked.',
  count: (count: number) =>
    count === 1
      ? 'This PDF carries 1 digital signature.'
      : `This PDF carries ${count} digital signatures.`,
  unknownSigner: 'Unknown signer',
  claimed: (date: string) => `Signed ${date}, by the signer’s own clock`,
  intact: 'The signed content is intact.',
  broken: 'The signed content was changed: this signature is broken.',
  unchanged: 'Nothing was changed after it.',
  changedAfter: (revisions: number, changes: string) =>
    `${revisions === 1 ? '1 later revision' : `${revisions} later revisions`}: ${changes}.`,
  changes: {
    signatures: 'another signature',
    form: 'form filling',
    pages: 'pages added or removed',
    annotations: 'annotations',
    content: 'page content',
    other: 'other changes',
  } satisfies Record<ChangeKind, string>,
  selfSignedCertificate: 'Self-signed certificate: nobody vouches for the name in it.',
  unknownIssuer: (issuer: string) => `Issued by ${issuer}, an authority this app cannot check.`,
  expired: 'Its certificate had expired at the time claimed.',
  notYetValid: 'Its certificate was not valid yet at the time claimed.',
  certifies: {
    1: 'Certifies the document: no changes allowed.',
    2: 'Certifies the document: form filling and signing allowed.',
    3: 'Certifies the document: form filling, signing and comments allowed.',
  } as Record<number, string>,
  breakFlatten:
    'This PDF carries a digital signature. Flattening rewrites its form and removes the signature.',
  breakEncrypted:
    'This PDF carries a digital signature and is encrypted: saving rewrites the file and breaks the signature.',
  keepAndSave: 'Save without flattening',
  breakAndSave: 'Break the signature and save',
  cancel: 'Cancel',
};

export type CertificateMessages = typeof certificateMessages;

export const useCertificateMessages = () => useMessages('certificate', certificateMessages);
export const certificateMessagesNow = () => messagesNow('certificate', certificateMessages);
