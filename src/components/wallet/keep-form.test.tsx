// @vitest-environment jsdom
// Keep in My signatures in German: a name emptied by the person is kept as the kind's name in
// the language in use ("Initialen"), not in English.
import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { provideTranslations, setLanguage } from '../../i18n/store.ts';
import { loadCatalog } from '../../i18n/locales/load.ts';
import { forgetAll, listItems } from '../../lib/wallet/wallet-store.ts';
import { newItem } from '../../lib/wallet/wallet.test-helper.ts';
import { KeepForm } from './keep-form.tsx';

provideTranslations((language) => loadCatalog[language]());
// The store keeps PNGs as Blobs: fake-indexeddb clones with Node's structured clone, which
// takes Node's Blob and not jsdom's (a browser's IndexedDB takes its own).
globalThis.Blob = NodeBlob as unknown as typeof Blob;

afterEach(async () => {
  cleanup();
  await setLanguage('en');
  await forgetAll();
});

it('keeps an emptied name as the kind in the language in use', async () => {
  await setLanguage('de');
  const { png, width, height, svg, ink, origin } = newItem(1);
  render(
    <KeepForm
      defaultKind="initials"
      make={async () => ({ png, width, height, svg, ink, origin })}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'In „Meine Unterschriften“ behalten' }));
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: '   ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Behalten' }));
  await waitFor(async () =>
    expect((await listItems()).map((item) => item.name)).toEqual(['Initialen']),
  );
});
