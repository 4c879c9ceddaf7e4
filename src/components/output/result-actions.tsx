// The ways out of the app: Save PNG, Save SVG (traced on demand), Copy (PNG on the clipboard)
// and Share (only where the device can share the file). Says what happened in a polite live
// region, and shows what to do instead when the browser refuses.
import { useEffect, useState } from 'react';
import { PNG_FILE_NAME, SVG_FILE_NAME } from '../../core/output/file-names.ts';
import { downloadBlob } from '../../lib/files/download.ts';
import { oncePerIntent } from '../../lib/events/once-per-intent.ts';
import { copyPng } from '../../lib/output/clipboard.ts';
import { canShareFiles, fileFromBlob, shareFiles } from '../../lib/output/share.ts';
import { useActionsMessages } from './messages.ts';
import './result-actions.css';

export interface ResultActionsProps {
  /** The output PNG; null disables the buttons. */
  png: Blob | null;
  /** Makes the SVG of the same output (e.g. makeSvgBlob from lib/output/svg-on-demand.ts). */
  makeSvg(): Promise<Blob>;
  disabled?: boolean;
  /** Save PNG is the screen's next step (false while a warning offers a better one). */
  primary?: boolean;
  /** An id for Save PNG, where the screen brings it into view. */
  savePngId?: string;
}

type Busy = 'svg' | 'copy' | 'share' | null;

export function ResultActions(props: ResultActionsProps) {
  const m = useActionsMessages();
  const { png, makeSvg, disabled = false, primary = true, savePngId } = props;
  const [busy, setBusy] = useState<Busy>(null);
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [shareFile, setShareFile] = useState<File | null>(null);

  // Asked after mounting (never while pre-rendering) and again for every new PNG.
  useEffect(() => {
    const file = png ? fileFromBlob(png, PNG_FILE_NAME) : null;
    setShareFile(file && canShareFiles([file]) ? file : null);
  }, [png]);

  const off = disabled || png === null || busy !== null;
  const report = (text: string) => {
    setProblem(null);
    setAnnouncement(text);
  };
  const run = async (kind: Exclude<Busy, null>, task: () => Promise<void>) => {
    setBusy(kind);
    setProblem(null);
    try {
      await task();
    } finally {
      setBusy(null);
    }
  };

  // A double click is one intent (Save SVG, Copy and Share are also guarded by `busy`).
  const savePng = oncePerIntent(() => {
    if (!png) return;
    downloadBlob(png, PNG_FILE_NAME);
    report(m.announce.savedPng);
  });
  const saveSvg = oncePerIntent(() =>
    run('svg', async () => {
      try {
        downloadBlob(await makeSvg(), SVG_FILE_NAME);
        report(m.announce.savedSvg);
      } catch {
        setProblem(m.errors.svgFailed);
      }
    }),
  );
  const copy = oncePerIntent(() =>
    run('copy', async () => {
      if (!png) return;
      const outcome = await copyPng(png);
      if (outcome === 'copied') report(m.announce.copied);
      else if (outcome === 'unsupported') setProblem(m.errors.copyUnsupported);
      else if (outcome === 'refused') setProblem(m.errors.copyRefused);
      else setProblem(m.errors.copyFailed);
    }),
  );
  const share = oncePerIntent(() =>
    run('share', async () => {
      if (!shareFile) return;
      const outcome = await shareFiles([shareFile], m.shareTitle);
      if (outcome === 'shared') report(m.announce.shared);
      else if (outcome === 'failed') setProblem(m.errors.shareFailed);
    }),
  );

  return (
    <div className="result-actions">
      <div className="result-actions-buttons">
        <button
          type="button"
          id={savePngId}
          className={primary ? 'button button-primary' : 'button'}
          disabled={off}
          onClick={savePng}
        >
          {m.savePng}
        </button>
        <button
          type="button"
          className="button"
          disabled={off}
          onClick={saveSvg}
          aria-busy={busy === 'svg'}
        >
          {busy === 'svg' ? m.tracing : m.saveSvg}
        </button>
        <button type="button" className="button" disabled={off} onClick={copy}>
          {m.copy}
        </button>
        {shareFile && (
          <button type="button" className="button" disabled={off} onClick={share}>
            {m.share}
          </button>
        )}
      </div>
      {problem && (
        <p className="message message-error result-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}
