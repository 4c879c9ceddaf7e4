// The wallet as one file, to move it between devices without a cloud: JSON with a format name,
// a version and every item with its PNG as base64. Reading checks everything before anything is
// kept, so a wrong or damaged file changes nothing. Pure: no IndexedDB, no DOM.
import {
  cleanName,
  isOwnSvg,
  isPng,
  isUsableName,
  SIDE_MAX,
  type WalletRecord,
} from './wallet-records.ts';
import type { WalletItem, WalletKind, WalletOrigin } from './wallet-types.ts';

export const WALLET_FILE_FORMAT = 'inklift-signatures';
export const WALLET_FILE_VERSION = 1;
export const WALLET_FILE_NAME = 'inklift-signatures.json';
/** Refused before parsing: far above 500 items of a trimmed signature each. */
export const WALLET_FILE_MAX_BYTES = 64 * 1024 * 1024;

/** Why a file was not taken: not our file, from a newer version, damaged (cut off included),
 *  too large, or one of its pictures not usable (`item` says which, from 1). */
export type ImportFailure = 'notWallet' | 'newer' | 'damaged' | 'tooLarge' | 'picture';

export class WalletFileError extends Error {
  constructor(
    readonly reason: ImportFailure,
    readonly item = 0,
  ) {
    super(`Not a usable signatures file (${reason}${item ? ` at item ${item}` : ''})`);
  }
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The export file's text for these items. */
export async function walletFileText(items: WalletItem[], now = new Date()): Promise<string> {
  const entries = [];
  for (const item of items) {
    entries.push({
      kind: item.kind,
      name: item.name,
      width: item.width,
      height: item.height,
      ink: item.ink,
      origin: item.origin,
      created: item.created,
      used: item.used,
      svg: item.svg ? await item.svg.text() : null,
      png: toBase64(new Uint8Array(await item.png.arrayBuffer())),
    });
  }
  const file = {
    format: WALLET_FILE_FORMAT,
    version: WALLET_FILE_VERSION,
    exported: now.toISOString(),
    items: entries,
  };
  return JSON.stringify(file);
}

const KINDS: readonly WalletKind[] = ['signature', 'initials'];
const ORIGINS: readonly WalletOrigin[] = ['camera', 'photo', 'draw', 'type', 'import'];
const isSide = (value: unknown) =>
  Number.isInteger(value) && (value as number) > 0 && (value as number) <= SIDE_MAX;
const isTime = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** An item as an export file holds it: its PNG as bytes. */
export type WalletFileEntry = Omit<WalletRecord, 'id' | 'png'> & { png: ArrayBuffer };

function readEntry(entry: unknown, index: number): WalletFileEntry {
  if (!entry || typeof entry !== 'object') throw new WalletFileError('damaged');
  const e = entry as Record<string, unknown>;
  if (
    !KINDS.includes(e.kind as WalletKind) ||
    typeof e.name !== 'string' ||
    !isUsableName(e.name) ||
    !isSide(e.width) ||
    !isSide(e.height) ||
    typeof e.ink !== 'string' ||
    !/^#[0-9a-fA-F]{6}$/.test(e.ink) ||
    (e.svg !== null && (typeof e.svg !== 'string' || !e.svg.includes('<svg'))) ||
    typeof e.png !== 'string' ||
    !isTime(e.created) ||
    !isTime(e.used)
  )
    throw new WalletFileError('damaged');
  let bytes: Uint8Array;
  try {
    bytes = fromBase64(e.png);
  } catch {
    throw new WalletFileError('damaged');
  }
  if (!isPng(bytes)) throw new WalletFileError('picture', index + 1);
  const kind = e.kind as WalletKind;
  return {
    v: 1,
    kind,
    name: cleanName(e.name, kind === 'initials' ? 'Initials' : 'Signature'),
    png: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    width: e.width as number,
    height: e.height as number,
    // Only an SVG of the kind this app writes is kept; any other is traced again from the PNG.
    svg: typeof e.svg === 'string' && isOwnSvg(e.svg) ? e.svg : null,
    ink: e.ink.toLowerCase(),
    origin: ORIGINS.includes(e.origin as WalletOrigin) ? (e.origin as WalletOrigin) : 'import',
    created: e.created as number,
    used: e.used as number,
  };
}

const OWN_START = new RegExp(`^\\s*\\{\\s*"format"\\s*:\\s*"${WALLET_FILE_FORMAT}"`);

/** Every item of an export file, checked; throws WalletFileError and returns nothing otherwise. */
export function readWalletFile(text: string): WalletFileEntry[] {
  if (text.length > WALLET_FILE_MAX_BYTES) throw new WalletFileError('tooLarge');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Our files begin with their format: one that does and does not parse was cut off.
    throw new WalletFileError(OWN_START.test(text.slice(0, 200)) ? 'damaged' : 'notWallet');
  }
  const file = parsed as Record<string, unknown> | null;
  if (!file || typeof file !== 'object' || file.format !== WALLET_FILE_FORMAT)
    throw new WalletFileError('notWallet');
  if (typeof file.version !== 'number' || !Number.isInteger(file.version) || file.version < 1)
    throw new WalletFileError('damaged');
  if (file.version > WALLET_FILE_VERSION) throw new WalletFileError('newer');
  if (!Array.isArray(file.items)) throw new WalletFileError('damaged');
  return file.items.map(readEntry);
}

/** A key for "the same item": its name, kind and PNG bytes (an import twice adds nothing). */
export async function sameItemKey(
  name: string,
  kind: WalletKind,
  png: ArrayBuffer | Blob,
): Promise<string> {
  const bytes = png instanceof Blob ? await png.arrayBuffer() : png;
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return `${kind}|${name}|${toBase64(new Uint8Array(digest))}`;
}
