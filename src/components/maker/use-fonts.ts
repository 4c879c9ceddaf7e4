// Loads the handwriting fonts when Type is shown (once per visit: font-files.ts keeps the
// load), and says how that went.
import { useEffect, useState } from 'react';
import { loadFonts } from './font-files.ts';

export type FontStatus = 'idle' | 'loading' | 'ready' | 'failed';

export function useFonts(wanted: boolean): FontStatus {
  const [status, setStatus] = useState<FontStatus>('idle');
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    setStatus((now) => (now === 'ready' ? now : 'loading'));
    loadFonts().then(
      () => live && setStatus('ready'),
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return status;
}
