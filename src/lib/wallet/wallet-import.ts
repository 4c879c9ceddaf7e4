// Importing an export file: every item checked first (wallet-file.ts), then those not already
// kept added in one transaction — a file imported twice adds nothing the second time.
import { readWalletFile, sameItemKey } from './wallet-file.ts';
import { addRecords, listItems } from './wallet-store.ts';

export interface ImportOutcome {
  added: number;
  /** Items of the file that were already kept. */
  present: number;
}

export async function importWalletText(text: string): Promise<ImportOutcome> {
  const entries = readWalletFile(text);
  const kept = new Set<string>();
  for (const item of await listItems()) kept.add(await sameItemKey(item.name, item.kind, item.png));
  const fresh = [];
  for (const entry of entries) {
    const key = await sameItemKey(entry.name, entry.kind, entry.png);
    if (kept.has(key)) continue;
    kept.add(key);
    fresh.push({ ...entry, id: '' });
  }
  await addRecords(fresh);
  return { added: fresh.length, present: entries.length - fresh.length };
}
