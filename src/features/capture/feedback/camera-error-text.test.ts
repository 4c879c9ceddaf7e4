// A camera failure is told in the language in use, worded from the error's name: the browser's
// own (English) message never ends up inside a translated sentence.
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../i18n/locales/load.ts';
import { provideTranslations, setLanguage } from '../../../i18n/store.ts';
import { classifyCameraError } from '../camera-media.ts';
import { cameraErrorText, loadFeedback } from './use-feedback-texts.ts';

provideTranslations((language) => loadCatalog[language]());
(globalThis as { document?: unknown }).document ??= { documentElement: {} };

afterEach(() => setLanguage('en'));

const browserSays = 'Could not start video source because of an internal fault';

describe('cameraErrorText', () => {
  it('words an unknown failure in German, without the browser’s message', async () => {
    const feedback = await loadFeedback();
    const error = classifyCameraError(new DOMException(browserSays, 'InvalidStateError'));
    expect(error).toMatchObject({ kind: 'other', reason: 'unknown', detail: browserSays });
    await setLanguage('de');
    const text = cameraErrorText(feedback, error)!;
    expect(text).toContain('ein unerwarteter Fehler');
    expect(text).not.toContain(browserSays);
    expect(text).not.toContain('InvalidStateError');
  });

  it('names what it knows from the error’s name, in the language in use', async () => {
    const feedback = await loadFeedback();
    const error = classifyCameraError(new DOMException(browserSays, 'NotSupportedError'));
    expect(error.reason).toBe('notSupported');
    expect(cameraErrorText(feedback, error)).toBe(
      'The camera could not start (the browser does not support this camera mode). Press Start to try again.',
    );
    await setLanguage('fr');
    expect(cameraErrorText(feedback, error)).toContain('ce mode de caméra');
  });
});
