// The language switcher in the header: a native <select> (keyboard and screen readers know it),
// each language named in itself. A choice is remembered on this device; the screen changes once
// the language's texts have arrived, so it never shows two languages at once.
import { useState } from 'react';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '../../i18n/languages.ts';
import { setLanguage } from '../../i18n/store.ts';
import { useLanguage } from '../../i18n/use-messages.ts';
import { useLayoutMessages } from './messages.ts';

interface LanguageSelectProps {
  id: string;
  /** The label shows (in the phone menu); in the header the globe stands for it. */
  showLabel?: boolean;
}

export function LanguageSelect({ id, showLabel = false }: LanguageSelectProps) {
  const m = useLayoutMessages();
  const language = useLanguage();
  // The choice shows at once, while its texts load.
  const [pending, setPending] = useState<Language | null>(null);

  const choose = (value: string) => {
    if (!isLanguage(value)) return;
    setPending(value);
    setLanguage(value, true)
      .catch((error: unknown) => console.error('The texts of the language could not load', error))
      .finally(() => setPending((current) => (current === value ? null : current)));
  };

  return (
    <div className="language-select">
      <label htmlFor={id} className={showLabel ? undefined : 'visually-hidden'}>
        {m.language}
      </label>
      <span className="language-field">
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 20 20"
          className="language-icon"
        >
          <circle cx="10" cy="10" r="7.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path
            d="M2.5 10h15M10 2.5c2.2 2.1 3.2 4.6 3.2 7.5s-1 5.4-3.2 7.5c-2.2-2.1-3.2-4.6-3.2-7.5s1-5.4 3.2-7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
        <select
          id={id}
          value={pending ?? language}
          onChange={(event) => choose(event.target.value)}
        >
          {LANGUAGES.map((option) => (
            <option key={option} value={option} lang={option}>
              {LANGUAGE_NAMES[option]}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
