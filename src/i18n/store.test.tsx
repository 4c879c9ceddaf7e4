// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMessages } from './use-messages.ts';
import {
  languageState,
  preferredLanguage,
  provideTranslations,
  setLanguage,
  STORAGE_KEY,
} from './store.ts';
import { loadCatalog } from './locales/load.ts';

provideTranslations((language) => loadCatalog[language]());

const english = { layout: { language: 'Language' } };

function Label() {
  const m = useMessages('layout', english.layout as never) as { language: string };
  return <p>{m.language}</p>;
}

afterEach(async () => {
  vi.restoreAllMocks();
  localStorage.clear();
  await setLanguage('en');
});

describe('the language store', () => {
  it('switches the texts, <html lang> and remembers only a chosen language', async () => {
    render(<Label />);
    expect(screen.getByText('Language')).toBeTruthy();
    const german = (await loadCatalog.de()).layout.language;
    await act(() => setLanguage('de'));
    expect(screen.getByText(german)).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    await act(() => setLanguage('fr', true));
    expect(localStorage.getItem(STORAGE_KEY)).toBe('fr');
    expect(preferredLanguage()).toBe('fr');
  });

  it('follows the browser when nothing is remembered, and ignores a stored value it does not know', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR', 'es-MX']);
    expect(preferredLanguage()).toBe('es');
    localStorage.setItem(STORAGE_KEY, 'klingon');
    expect(preferredLanguage()).toBe('es');
  });

  it('lets the last of two quick switches win', async () => {
    const first = setLanguage('zh-CN');
    const second = setLanguage('es');
    await Promise.all([first, second]);
    expect(languageState().language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('keeps the current language when a translation cannot load', async () => {
    vi.spyOn(loadCatalog, 'de').mockRejectedValue(new Error('offline'));
    await expect(setLanguage('de', true)).rejects.toThrow('offline');
    expect(languageState().language).toBe('en');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });
});
