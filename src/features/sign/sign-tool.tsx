// The Sign tool: open a PDF (picker or drop), then the workspace to place the signature and save
// the signed copy. pdf.js and the workspace load when the first PDF is opened, the writer on the
// first Save; nothing of the document leaves the browser.
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type DragEvent } from 'react';
import { useBlocker } from 'react-router';
import { signMessagesNow, useSignMessages } from './messages.ts';
import { OpenProblemMessage, PasswordForm, PdfPicker } from './open-panel.tsx';
import { usePdfDocument } from './use-pdf-document.ts';
import { useSignature } from './use-signature.ts';

const loadWorkspace = () => import('./sign-workspace.tsx');
const SignWorkspace = lazy(loadWorkspace);

export function SignTool() {
  const m = useSignMessages();
  // Another PDF replaces this one and everything placed on it: asked once it has opened (a file
  // that is not a PDF, or is damaged, is refused without a question and loses nothing).
  const unsaved = useRef(false);
  const onUnsaved = useCallback((value: boolean) => {
    unsaved.current = value;
  }, []);
  const confirmReplace = useCallback(
    (current: { name: string }) =>
      !unsaved.current || window.confirm(signMessagesNow().replaceUnsaved(current.name)),
    [],
  );
  const { pdf, pending, problem, openFile, submitPassword, cancelPassword } =
    usePdfDocument(confirmReplace);
  // Held here, not in the workspace that each PDF gets anew: another PDF keeps the signature.
  const signature = useSignature();
  // Leaving over unsaved work asks first too: a link to another page of the app (No stays,
  // the work kept), and closing or reloading the tab (the browser's own question).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const openName = pdf?.name ?? '';
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(signMessagesNow().leaveUnsaved(openName))) {
      // Leaving was chosen over the work: nothing is asked again on the way out (the page stays
      // mounted until the next one renders, and a reload meanwhile asked a second time).
      unsaved.current = false;
      blocker.proceed();
    } else blocker.reset();
  }, [blocker, openName]);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (unsaved.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  const [announcement, setAnnouncement] = useState('');
  // The same words twice (two ticks on one page) are said twice: cleared, then set.
  const announce = useCallback((text: string) => {
    setAnnouncement('');
    requestAnimationFrame(() => setAnnouncement(text));
  }, []);
  const [dragging, setDragging] = useState(false);
  const [shownDoc, setShownDoc] = useState(pdf);

  if (pdf && shownDoc !== pdf) {
    setShownDoc(pdf);
    setAnnouncement(m.opened(pdf.name, pdf.pages.length));
  }

  const open = (file: File) => {
    void loadWorkspace(); // fetched while pdf.js opens the file
    void openFile(file);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) open(file);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDragging(true);
  };

  return (
    <div
      className="sign-tool"
      data-dragging={dragging ? '' : undefined}
      onDragOver={onDragOver}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
    >
      {pdf ? (
        <div className="sign-file">
          <p className="sign-file-name">
            <strong>{pdf.name}</strong>
            {pdf.password && <span className="sign-file-note"> · {m.protectedNote}</span>}
          </p>
          <PdfPicker onFile={open} primary={false} />
        </div>
      ) : (
        <div className="drop-zone" data-testid="drop-zone">
          <PdfPicker onFile={open} primary />
          <p className="drop-hint">{dragging ? m.dropHere : m.dropHint}</p>
        </div>
      )}
      {pending?.kind === 'opening' && (
        <p className="sign-status" role="status">
          {m.opening(pending.name)}
        </p>
      )}
      {pending?.kind === 'password' && (
        <PasswordForm pending={pending} onSubmit={submitPassword} onCancel={cancelPassword} />
      )}
      <OpenProblemMessage problem={problem} />
      {pdf && (
        <Suspense fallback={<p className="sign-status">{m.opening(pdf.name)}</p>}>
          <SignWorkspace
            key={pdf.id}
            pdf={pdf}
            signature={signature}
            announce={announce}
            onUnsaved={onUnsaved}
          />
        </Suspense>
      )}
      <div className="visually-hidden" role="status" aria-live="polite" data-testid="announcer">
        {announcement}
      </div>
    </div>
  );
}
