// The open document and its signatures: the signature bar, zoom and page controls, the pages
// with their placements, and Save. Loaded with pdf.js when the first PDF is opened, so the Sign
// page's own first load is only the picker.
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { getCurrentSignature } from '../../lib/session/current-signature.ts';
import type { WalletItem } from '../../lib/wallet/wallet-types.ts';
import { dateStampRoom, dateStampSize, dateStampText } from '../../lib/pdf/date-stamp.ts';
import { signedFileName, writeSignedPdf } from '../../lib/pdf/write-signed.ts';
import { downloadBlob } from '../../lib/files/download.ts';
import { signMessagesNow, useSignMessages } from './messages.ts';
import { PdfViewer, type ViewerHandle } from './pdf-viewer.tsx';
import type { PlacedSignature } from './placement-box.tsx';
import { DEFAULT_WIDTH, placeAt } from './placement-math.ts';
import { DocumentBar, SignatureBar } from './sign-toolbar.tsx';
import type { OpenDocument } from './use-pdf-document.ts';
import { useSignature } from './use-signature.ts';

// My signatures: read from IndexedDB after the workspace shows.
const WalletPicker = lazy(() => import('../../components/wallet/wallet-picker.tsx'));

const ZOOM_STEP = 1.25;
const MIN_SCALE = 0.25;
const MAX_SCALE = 5;
/** CSS pixels per point at "100%", as PDF viewers count it. */
const CSS_PX_PER_PT = 96 / 72;
/** The scroller's padding on both sides, which the fitted page leaves free. */
const PAGE_GUTTER = 32;

export default function SignWorkspace({
  pdf,
  announce,
}: {
  pdf: OpenDocument;
  announce: (text: string) => void;
}) {
  const m = useSignMessages();
  const hintId = useId();
  const signature = useSignature();
  const { adoptPng } = signature;
  const useKept = useCallback((item: WalletItem) => void adoptPng(item.png), [adoptPng]);
  const [placements, setPlacements] = useState<PlacedSignature[]>([]);
  const [withDate, setWithDate] = useState(false);
  const [zoom, setZoom] = useState<number | 'fit'>('fit');
  const [availableWidth, setAvailableWidth] = useState(0);
  const [currentPage, setCurrentPage] = useState(0);
  const [focusId, setFocusId] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveProblem, setSaveProblem] = useState(false);
  const [renderProblem, setRenderProblem] = useState(false);
  const viewer = useRef<ViewerHandle>(null);
  const viewerBox = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const nextId = useRef(1);
  const currentPageRef = useRef(0);

  useEffect(() => {
    currentPageRef.current = currentPage;
  }, [currentPage]);

  useEffect(() => {
    const box = viewerBox.current;
    if (!box) return;
    const observer = new ResizeObserver(() => setAvailableWidth(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const widest = useMemo(() => Math.max(1, ...pdf.pages.map((p) => p.width)), [pdf]);
  const fitScale = Math.min(
    2 * CSS_PX_PER_PT,
    Math.max(MIN_SCALE, (availableWidth - PAGE_GUTTER) / widest),
  );
  const scale = zoom === 'fit' ? fitScale : zoom;

  // A zoom change keeps the current page in view.
  useEffect(() => viewer.current?.scrollToPage(currentPageRef.current), [scale]);

  const dateText = useMemo(
    () => (withDate ? dateStampText(pdf.locale, new Date()) : null),
    [pdf, withDate],
  );

  const place = useCallback(
    (pageIndex: number, u: number, v: number) => {
      const asset = signature.asset;
      const page = pdf.pages[pageIndex];
      if (!asset || !page) return;
      const aspect = asset.width / asset.height;
      const id = nextId.current++;
      const reserve = dateText ? dateStampRoom(DEFAULT_WIDTH / aspect) : 0;
      const placed = { ...placeAt(id, pageIndex, page, u, v, aspect, reserve), asset };
      setPlacements((list) => [...list, placed]);
      setFocusId(id);
      announce(signMessagesNow().placed(pageIndex + 1));
    },
    [signature.asset, pdf, dateText, announce],
  );
  const change = useCallback((placement: PlacedSignature) => {
    setPlacements((list) => list.map((p) => (p.id === placement.id ? placement : p)));
  }, []);
  const remove = useCallback(
    (placement: PlacedSignature) => {
      setPlacements((list) => list.filter((p) => p.id !== placement.id));
      setFocusId(null);
      addButton.current?.focus(); // focus stays in the tool, not lost to the page
      announce(signMessagesNow().removed(placement.pageIndex + 1));
    },
    [announce],
  );
  const onRenderError = useCallback(() => setRenderProblem(true), []);

  const addToCurrentPage = () => {
    const page = pdf.pages[currentPage];
    if (page) place(currentPage, page.width / 2, page.height * 0.75);
  };

  const onZoom = (direction: -1 | 1 | 0) => {
    if (direction === 0) return setZoom('fit');
    const next = direction > 0 ? scale * ZOOM_STEP : scale / ZOOM_STEP;
    setZoom(Math.min(MAX_SCALE, Math.max(MIN_SCALE, next)));
  };

  const save = async () => {
    if (placements.length === 0) return;
    setSaving(true);
    setSaveProblem(false);
    try {
      const stamps = placements.map((p) => ({
        pageIndex: p.pageIndex,
        rect: { left: p.left, top: p.top, width: p.width, height: p.height },
        image: p.asset,
        caption: dateText ? { text: dateText, ...dateStampSize(p.height) } : null,
      }));
      const bytes = await writeSignedPdf(pdf.bytes, stamps, { password: pdf.password });
      const name = signedFileName(pdf.name);
      downloadBlob(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), name);
      announce(m.saved(name));
    } catch {
      setSaveProblem(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <SignatureBar
        asset={signature.asset}
        problem={signature.problem}
        withDate={withDate}
        onPick={(file) => void signature.pick(file)}
        onDate={setWithDate}
      />
      <Suspense fallback={null}>
        <WalletPicker
          hasSignature={signature.asset !== null || getCurrentSignature() !== null}
          onUse={useKept}
        />
      </Suspense>
      <DocumentBar
        pageCount={pdf.pages.length}
        currentPage={currentPage}
        zoomPercent={Math.round((scale / CSS_PX_PER_PT) * 100)}
        canAdd={signature.asset !== null}
        addRef={addButton}
        canSave={placements.length > 0}
        saving={saving}
        onZoom={onZoom}
        onGoTo={(index) => viewer.current?.scrollToPage(index)}
        onAdd={addToCurrentPage}
        onSave={() => void save()}
      />
      <p className="sign-hint" id={hintId}>
        {signature.asset ? `${m.placeHint} ${m.keyboardHint}` : m.keyboardHint}
      </p>
      {(saveProblem || renderProblem) && (
        <p className="sign-message" role="alert">
          {saveProblem ? m.saveFailed : m.failures.damaged}
        </p>
      )}
      <div className="viewer-box" ref={viewerBox}>
        <PdfViewer
          doc={pdf.doc}
          pages={pdf.pages}
          scale={scale}
          placements={placements}
          dateText={dateText}
          focusId={focusId}
          hintId={hintId}
          handle={viewer}
          onCurrentPage={setCurrentPage}
          onPlace={place}
          onChange={change}
          onRemove={remove}
          onRenderError={onRenderError}
        />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {m.placements(placements.length)}
      </p>
    </>
  );
}
