// The Sign page's photo of a signature, corrected before it is placed (its own chunk, loaded on
// the first Use and correct): the area cleaned with the enhanced cleaner, the same correction
// tools as the Capture screen's result over it and the crop beside it, then Use this signature
// places the corrected picture. Every change cleans again in the photo's worker; while one runs,
// newer changes wait and only the newest runs next (latest only). An area too dark or too blurred
// to read says so under the result (announced), with what to do.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Crop } from '../../core/capture/crop-geometry.ts';
import CorrectTools from '../../components/correct/correct-tools.tsx';
import type { CorrectSettings } from '../../components/correct/history.ts';
import { useObjectUrl } from '../../components/use-object-url.ts';
import type { CorrectedPhoto, PhotoSession } from '../../lib/clean/photo-signature.ts';
import { useSignMessages } from './messages.ts';

const NONE: CorrectSettings = { inkLevel: 0, corrections: [], undone: [] };

export default function PhotoCorrectStep(props: {
  photo: PhotoSession;
  crop: Crop;
  onUse: (png: Blob) => void;
  onBack: () => void;
}) {
  const { photo, crop, onUse, onBack } = props;
  const m = useSignMessages();
  const [settings, setSettings] = useState<CorrectSettings>(NONE);
  // The result shown, with the settings that made it (the tools announce a change by them).
  const [shown, setShown] = useState<{ photo: CorrectedPhoto; settings: CorrectSettings } | null>(
    null,
  );
  const [busy, setBusy] = useState(true);
  const [failed, setFailed] = useState(false);
  const wanted = useRef(settings);
  const running = useRef(false);

  const pump = useCallback(async () => {
    running.current = true;
    setBusy(true);
    for (;;) {
      const asked = wanted.current;
      try {
        const next = await photo.correct(crop, asked);
        if (wanted.current !== asked) continue; // a newer change came meanwhile
        setShown({ photo: next, settings: asked });
        setFailed(false);
      } catch {
        if (wanted.current !== asked) continue;
        setFailed(true);
      }
      break;
    }
    running.current = false;
    setBusy(false);
  }, [photo, crop]);

  useEffect(() => {
    wanted.current = settings;
    if (!running.current) void pump();
  }, [settings, pump]);

  const url = useObjectUrl(shown?.photo.png ?? null);
  if (!shown)
    return (
      <section className="panel photo-correct" aria-busy={busy}>
        <p className="sign-status" role="status">
          {failed ? m.photoNoInk : m.photoCleaning}
        </p>
        {failed && (
          <button type="button" className="button" onClick={onBack}>
            {m.photoBack}
          </button>
        )}
      </section>
    );
  const { photo: result } = shown;
  const use = () => {
    if (!busy) onUse(result.png);
  };
  return (
    <section className="panel photo-correct" aria-busy={busy}>
      <CorrectTools
        result={{ ...result, settings: shown.settings }}
        url={url}
        settings={settings}
        width={result.width}
        height={result.height}
        busy={busy}
        overlay={null}
        change={(next) => setSettings((current) => ({ ...current, ...next }))}
        onClose={use}
      />
      {result.unreadable && (
        <p className="photo-unreadable" role="status" data-problem={result.unreadable}>
          {result.unreadable === 'tooDark' ? m.photoTooDark : m.photoTooBlurred}
        </p>
      )}
      <div className="control-bar">
        <div className="control-group">
          <button type="button" className="button button-primary" disabled={busy} onClick={use}>
            {m.photoUseResult}
          </button>
          <button type="button" className="button" onClick={onBack}>
            {m.photoBack}
          </button>
        </div>
      </div>
    </section>
  );
}
