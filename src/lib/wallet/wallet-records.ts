// The stored form of a kept item and its reading: records hold the PNG and the SVG as Blobs,
// which the browser keeps as files of their own and hands back without reading them (listing
// 500 items of 40 KB took 6 s with the PNG's bytes in the records, 0.2–1 s with Blobs; 500 with
// a 48 KB SVG text each took 0.46 s, as Blobs 0.08 s, in Chromium here); records written before
// hold the bytes and the text and still open. Read leniently, so a record written by an older
// version of the app — a field it did not have yet — still opens. Pure: no IndexedDB.
import type { NewWalletItem, WalletItem, WalletKind, WalletOrigin } from './wallet-types.ts';

export interface WalletRecord {
  id: string;
  v: number;
  kind: WalletKind;
  name: string;
  /** A Blob as written now; bytes in records written before (and in a file being imported). */
  png: Blob | ArrayBuffer;
  width: number;
  height: number;
  /** A Blob as written now; the text in records written before (and in a file being imported). */
  svg: Blob | string | null;
  ink: string;
  origin: WalletOrigin;
  created: number;
  used: number;
}

export const NAME_MAX_LENGTH = 80;
/** The largest side a kept picture may have (a 12-MP capture trimmed to its ink is far below). */
export const SIDE_MAX = 16_384;

const KINDS: readonly WalletKind[] = ['signature', 'initials'];
const ORIGINS: readonly WalletOrigin[] = ['camera', 'photo', 'draw', 'type', 'import'];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function isPng(bytes: Uint8Array): boolean {
  return PNG_SIGNATURE.every((value, index) => bytes[index] === value);
}

/** Characters that turn the direction of the text after them (embeddings, overrides, isolates). */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/u;
/** Spaces and characters that show nothing (zero-width joiners, marks, soft hyphens, …). */
const INVISIBLE = /[\s\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * Whether a name can be kept: something visible in it, and nothing that turns the direction of
 * the text (a name that shows reversed, or hides what follows it, in every list it is shown in).
 */
export function isUsableName(name: string): boolean {
  return !BIDI_CONTROLS.test(name) && name.replace(INVISIBLE, '') !== '';
}

const graphemes =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

/** The first `max` UTF-16 units of `text`, cut where a character a person sees ends. */
export function cutAtGrapheme(text: string, max: number): string {
  if (text.length <= max) return text;
  // Without Intl.Segmenter (older browsers), whole code points at least.
  const pieces = graphemes ? Array.from(graphemes.segment(text), (each) => each.segment) : text;
  let cut = '';
  for (const piece of pieces) {
    if (cut.length + piece.length > max) break;
    cut += piece;
  }
  return cut;
}

/**
 * A name as kept: trimmed, collapsed, at most NAME_MAX_LENGTH UTF-16 units cut at a grapheme
 * boundary; empty or unusable (isUsableName) → fallback.
 */
export function cleanName(name: string, fallback: string): string {
  const tidy = name.replace(/\s+/g, ' ').trim();
  return cutAtGrapheme(tidy && isUsableName(tidy) ? tidy : fallback, NAME_MAX_LENGTH);
}

/** A tag of the SVG this app writes (a trace, drawn strokes): these elements and attributes only. */
const OWN_SVG_TAG =
  /^<\/?(svg|title|g|path)(\s+(xmlns|width|height|viewBox|fill|fill-rule|d)="[^"<>&]*")*\s*\/?>$/;

/**
 * Whether an SVG text is of the kind this app writes: only svg, title, g and path with their
 * sizes, colours and outlines — so no script, no event attribute, no link, no outside picture
 * is ever written out again by Save SVG. Anything else is traced afresh from the PNG.
 */
export function isOwnSvg(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed.startsWith('<svg')) return false;
  const parts = trimmed.split(/(<[^<>]*>)/);
  return parts.every((part, i) => (i % 2 === 1 ? OWN_SVG_TAG.test(part) : !/[<>&]/.test(part)));
}

const isSide = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) > 0 && (value as number) <= SIDE_MAX;

/**
 * The item a stored record describes, or null when it cannot be shown (no PNG, no size): the
 * fields later versions added take their defaults, so an older record still opens.
 */
export function readRecord(raw: unknown): WalletItem | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Partial<Record<keyof WalletRecord, unknown>>;
  // Tagged, not instanceof: a buffer from another realm (a frame, a test DOM) is one too.
  const tag = Object.prototype.toString.call(r.png);
  const bytes =
    tag === '[object ArrayBuffer]'
      ? new Uint8Array(r.png as ArrayBuffer)
      : ArrayBuffer.isView(r.png)
        ? new Uint8Array(r.png.buffer, r.png.byteOffset, r.png.byteLength)
        : null;
  // A Blob was checked as a PNG before it was written (reading it here would cost the speed).
  const blob = tag === '[object Blob]' && (r.png as Blob).size > 8 ? (r.png as Blob) : null;
  const png = blob
    ? blob.type === 'image/png'
      ? blob
      : new Blob([blob], { type: 'image/png' })
    : bytes && isPng(bytes)
      ? new Blob([bytes.slice()], { type: 'image/png' })
      : null;
  if (typeof r.id !== 'string' || !png || !isSide(r.width) || !isSide(r.height)) return null;
  const kind = KINDS.includes(r.kind as WalletKind) ? (r.kind as WalletKind) : 'signature';
  const created = typeof r.created === 'number' ? r.created : 0;
  return {
    id: r.id,
    v: 1,
    kind,
    name: cleanName(
      typeof r.name === 'string' ? r.name : '',
      kind === 'initials' ? 'Initials' : 'Signature',
    ),
    png,
    width: r.width,
    height: r.height,
    svg: svgBlobOf(r.svg),
    ink:
      typeof r.ink === 'string' && /^#[0-9a-f]{6}$/i.test(r.ink) ? r.ink.toLowerCase() : '#000000',
    origin: ORIGINS.includes(r.origin as WalletOrigin) ? (r.origin as WalletOrigin) : 'import',
    created,
    used: typeof r.used === 'number' ? r.used : created,
  };
}

const SVG_TYPE = 'image/svg+xml';

/**
 * A record's SVG as the Blob to store and list: a stored Blob as it is (its text is checked
 * when it is read, svgTextOf in item-output.ts); a text, only of the kind this app writes.
 */
export function svgBlobOf(svg: unknown): Blob | null {
  if (Object.prototype.toString.call(svg) === '[object Blob]') return svg as Blob;
  return typeof svg === 'string' && isOwnSvg(svg) ? new Blob([svg], { type: SVG_TYPE }) : null;
}

/** A record's PNG as the Blob to store. */
export const pngBlob = (png: Blob | ArrayBuffer): Blob =>
  png instanceof Blob ? png : new Blob([png], { type: 'image/png' });

/** The record to store for a new item. */
export async function toRecord(
  item: NewWalletItem,
  id: string,
  now: number,
  dates?: { created: number; used: number },
): Promise<WalletRecord> {
  return {
    id,
    v: 1,
    kind: item.kind,
    name: cleanName(item.name, item.kind === 'initials' ? 'Initials' : 'Signature'),
    png: item.png.type === 'image/png' ? item.png : new Blob([item.png], { type: 'image/png' }),
    width: item.width,
    height: item.height,
    svg: item.svg === null ? null : new Blob([item.svg], { type: SVG_TYPE }),
    ink: item.ink,
    origin: item.origin,
    created: dates?.created ?? now,
    used: dates?.used ?? now,
  };
}

/** The one used last first; among those never used, the one kept last first. */
export function byLastUse(a: WalletItem, b: WalletItem): number {
  return b.used - a.used || b.created - a.created || a.id.localeCompare(b.id);
}
