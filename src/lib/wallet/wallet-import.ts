// Importing an export file: every item checked first (wallet-file.ts) and its picture made
// usable (import-picture.ts: decoded whole, its real size checked, drawn down to what a
// signature needs), then those not already kept added in one transaction — a file imported
// twice adds nothing the second time, and one that would take My signatures over its limit
// adds nothing at all.
import { usablePicture, type UsablePicture } from './import-picture.ts';
import { readWalletFile, sameItemKey, WalletFileError } from './wallet-file.ts';
import type { WalletRecord } from './wallet-records.ts';
import { addRecords, listItems, roomLeft } from './wallet-store.ts';

export interface ImportOutcome {
  added: number;
  /** Items of the file that were already kept. */
  present: number;
}

/** The file's new items do not fit under WALLET_MAX_ITEMS. */
export class TooManyItems extends Error {
  constructor(
    readonly items: number,
    readonly room: number,
  ) {
    super(`${items} new items, room for ${room}`);
  }
}

type MakeUsable = (png: ArrayBuffer, width: number, height: number) => Promise<UsablePicture>;

export async function importWalletText(
  text: string,
  makeUsable: MakeUsable = usablePicture,
): Promise<ImportOutcome> {
  const entries = readWalletFile(text);
  const kept = new Set<string>();
  for (const item of await listItems()) kept.add(await sameItemKey(item.name, item.kind, item.png));
  const fresh: WalletRecord[] = [];
  for (const [index, entry] of entries.entries()) {
    const key = await sameItemKey(entry.name, entry.kind, entry.png);
    if (kept.has(key)) continue;
    const picture = await makeUsable(entry.png, entry.width, entry.height).catch(() => {
      throw new WalletFileError('picture', index + 1);
    });
    // A picture drawn down is kept as drawn: it is found again by those bytes.
    const keptKey =
      picture.png === entry.png ? key : await sameItemKey(entry.name, entry.kind, picture.png);
    if (kept.has(keptKey)) continue;
    kept.add(key).add(keptKey);
    fresh.push({ ...entry, ...picture, id: '' });
  }
  const room = await roomLeft();
  if (fresh.length > room) throw new TooManyItems(fresh.length, room);
  await addRecords(fresh);
  return { added: fresh.length, present: entries.length - fresh.length };
}
