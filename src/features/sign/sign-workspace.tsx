// The open document and what is placed on it: the signature bar, what a click places (signature,
// text, date, tick, cross) with Undo and Repeat on every page, zoom and page controls, the pages
// with their items, and Save. Loaded with pdf.js when the first PDF is opened, so the Sign
// page's own first load is only the picker.
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { getCurrentSignature } from '../../lib/session/current-signature.ts';
import type { WalletItem } from '../../lib/wallet/wallet-types.ts';
import { dateStampRoom, dateStampText } from '../../lib/pdf/date-stamp.ts';
import { useSaveDocument } from './use-save-document.ts';
import { signMessagesNow, useSignMessages } from './messages.ts';
import { PdfViewer, type ViewerHandle } from './pdf-viewer.tsx';
import {
  placeItem,
  repeatOnPages,
  sameCopy,
  TEXT_SIZE,
  type InkName,
  type ItemBody,
  type PlacedThing,
  type Tool,
  withDateRoom,
} from './placed-items.ts';
import { walletMessagesNow } from '../../components/wallet/messages.ts';
import { itemLabel } from './placement-box.tsx';
import { DEFAULT_WIDTH } from './placement-math.ts';
import { PlaceTools } from './place-tools.tsx';
import { ToolsSheet } from './tools-sheet.tsx';
import { WorkspaceNotices } from './workspace-notices.tsx';
import { useZoom } from './use-zoom.ts';
import { useForm } from './use-form.ts';
import { useNextPlace } from './use-next-place.ts';
import { usePlacedItems } from './use-placed-items.ts';
import { DocumentBar, SignatureBar } from './sign-toolbar.tsx';
import type { OpenDocument } from './use-pdf-document.ts';
import type { SignatureChoice } from './use-signature.ts';
import { BreakSignatures, CertificateTools } from './certificate/certificate-tools.tsx';

// My signatures: read from IndexedDB after the workspace shows.
const WalletPicker = lazy(() => import('../../components/wallet/wallet-picker.tsx'));

export default function SignWorkspace({
  pdf,
  signature,
  announce,
  onUnsaved,
}: {
  pdf: OpenDocument;
  /** The signature to place: kept by the Sign tool when another PDF is opened. */
  signature: SignatureChoice;
  announce: (text: string) => void;
  /** Whether there is work not saved yet (items placed, fields filled since the last Save). */
  onUnsaved: (unsaved: boolean) => void;
}) {
  const m = useSignMessages();
  const hintId = useId();
  const { adoptPng, setAlt } = signature;
  const alt = signature.alt ?? m.altSignature(null);
  const useKept = useCallback(
    (item: WalletItem) => {
      void adoptPng(item.png);
      const named = item.name !== walletMessagesNow().kinds[item.kind] ? item.name : null;
      setAlt(item.kind === 'initials' ? m.altInitials(named) : m.altSignature(named));
    },
    [adoptPng, setAlt, m],
  );
  const placed = usePlacedItems();
  const { add, change, remove: removeItem, undo } = placed;
  const form = useForm(pdf.doc, pdf.pages);
  const [tool, setTool] = useState<Tool>('signature');
  const [ink, setInk] = useState<InkName>('black');
  const [withDate, setWithDate] = useState(false);
  const [flatten, setFlatten] = useState(true);
  const [currentPage, setCurrentPage] = useState(0);
  const [focusId, setFocusId] = useState<number | null>(null);
  const [renderProblem, setRenderProblem] = useState(false);
  const viewer = useRef<ViewerHandle>(null);
  const viewerBox = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const nextId = useRef(1);
  const currentPageRef = useRef(0);

  useEffect(() => {
    currentPageRef.current = currentPage;
  }, [currentPage]);

  const { scale, zoomPercent, onZoom } = useZoom(pdf.pages, viewerBox);
  const nextPlace = useNextPlace({
    doc: pdf.doc,
    pages: pdf.pages,
    locale: pdf.locale,
    widgets: form.read,
    asset: signature.asset,
    alt,
    scale,
    viewer,
    newId: useCallback(() => nextId.current++, []),
    onPlace: useCallback(
      (item: PlacedThing) => {
        add([item]);
        setFocusId(item.id); // the spot goes; focus goes to what it placed
      },
      [add],
    ),
    ink,
    announce,
  });

  // A zoom change keeps the current page in view.
  useEffect(() => viewer.current?.scrollToPage(currentPageRef.current), [scale]);

  const dateText = useMemo(
    () => (withDate ? dateStampText(pdf.locale, new Date()) : null),
    [pdf, withDate],
  );
  // With the date on, a picture near the page's foot is shown and written higher (placed-items.ts).
  const placements = useMemo(
    () => (withDate ? withDateRoom(placed.items, pdf.pages) : placed.items),
    [withDate, placed.items, pdf.pages],
  );

  const body = useCallback((): ItemBody | null => {
    const asset = signature.asset;
    switch (tool) {
      case 'signature':
        return asset ? { kind: 'image', asset, alt } : null;
      case 'text':
        return { kind: 'text', text: '', fontSize: TEXT_SIZE.initial, ink, date: false };
      case 'date':
        return {
          kind: 'text',
          text: dateStampText(pdf.locale, new Date()),
          fontSize: TEXT_SIZE.initial,
          ink,
          date: true,
        };
      default:
        return { kind: 'mark', mark: tool, ink };
    }
  }, [tool, signature.asset, alt, pdf, ink]);
  const place = useCallback(
    (pageIndex: number, u: number, v: number, over: readonly PlacedThing[] = []) => {
      const made = body();
      const page = pdf.pages[pageIndex];
      if (!made || !page) return;
      const aspect = made.kind === 'image' ? made.asset.width / made.asset.height : 1;
      const reserve = made.kind === 'image' && dateText ? dateStampRoom(DEFAULT_WIDTH / aspect) : 0;
      const item = placeItem(nextId.current, pageIndex, page, u, v, made, reserve);
      // The same thing already there (Add pressed twice): nothing stacks on it, it takes focus.
      const there = over.find((other) => sameCopy(other, item));
      if (there) {
        document.querySelector<HTMLElement>(`[data-placement-id="${there.id}"]`)?.focus();
        return;
      }
      const id = nextId.current++;
      add([item]);
      setFocusId(id);
      const sm = signMessagesNow();
      announce(
        item.kind === 'image' ? sm.placed(pageIndex + 1) : sm.itemPlaced(itemLabel(sm, item)),
      );
    },
    [body, pdf, dateText, announce, add],
  );
  const remove = useCallback(
    (item: PlacedThing) => {
      removeItem(item);
      setFocusId(null);
      addButton.current?.focus(); // focus stays in the tool, not lost to the page
      const sm = signMessagesNow();
      announce(
        item.kind === 'image'
          ? sm.removed(item.pageIndex + 1)
          : sm.itemRemoved(itemLabel(sm, item)),
      );
    },
    [announce, removeItem],
  );
  const repeat = () => {
    if (!placed.selected) return;
    const copies = repeatOnPages(placed.selected, pdf.pages, nextId.current, {
      existing: placed.items,
    });
    // Already on every page (a second click of a double click): nothing stacks, it is said.
    if (copies.length === 0) return announce(m.repeatedAlready);
    nextId.current += copies.length;
    add(copies);
    announce(m.repeated(copies.length));
  };
  const canUndo = placed.canUndo;
  const undoLast = useCallback(() => {
    if (!canUndo) return;
    undo();
    announce(signMessagesNow().undone);
  }, [undo, announce, canUndo]);
  // Ctrl+Z (⌘Z) undoes on the page, except while typing in a field, which has its own undo.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const typing = (event.target as HTMLElement).closest?.('input, textarea, select');
      if (document.querySelector('dialog[open]')) return; // a dialog's keys are its own
      if ((event.ctrlKey || event.metaKey) && event.key === 'z' && !event.shiftKey && !typing) {
        event.preventDefault();
        undoLast();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [undoLast]);
  const onRenderError = useCallback(() => setRenderProblem(true), []);

  const addToCurrentPage = () => {
    const page = pdf.pages[currentPage];
    if (page) place(currentPage, page.width / 2, page.height * 0.75, placed.items);
  };

  const { save, saving, saveProblem, breaking, chooseBreaking } = useSaveDocument({
    pdf,
    placements,
    dateText,
    fields: form.changed,
    values: form.values,
    flatten,
    announce,
    onUnsaved,
  });

  return (
    <>
      <ToolsSheet ready={signature.asset !== null} thumb={signature.asset?.url ?? null}>
        <SignatureBar
          asset={signature.asset}
          problem={signature.problem}
          withDate={withDate}
          onPick={(file) => {
            setAlt(null); // a picked picture is nobody's kept item
            void signature.pick(file);
          }}
          onDate={setWithDate}
        />
        <Suspense fallback={null}>
          <WalletPicker
            hasSignature={signature.asset !== null || getCurrentSignature() !== null}
            onUse={useKept}
          />
        </Suspense>
        <PlaceTools
          tool={tool}
          onTool={setTool}
          canUndo={placed.canUndo}
          onUndo={undoLast}
          canRepeat={placed.selected !== null && pdf.pages.length > 1}
          onRepeat={repeat}
          ink={ink}
          onInk={(next) => {
            setInk(next);
            // The item placed or changed last takes the colour too (a picture keeps its own).
            const last = placed.selected;
            if (last && last.kind !== 'image') change({ ...last, ink: next });
          }}
        />
      </ToolsSheet>
      <DocumentBar
        pageCount={pdf.pages.length}
        currentPage={currentPage}
        zoomPercent={zoomPercent}
        canAdd={tool !== 'signature' || signature.asset !== null}
        addRef={addButton}
        canSave={placements.length > 0 || form.changed().length > 0}
        saving={saving}
        hasFields={form.byPage.size > 0}
        flatten={flatten}
        onFlatten={setFlatten}
        onZoom={onZoom}
        onGoTo={(index) => viewer.current?.scrollToPage(index, true)}
        onAdd={addToCurrentPage}
        places={{ count: nextPlace.count, at: nextPlace.at, onNext: nextPlace.onNext }}
        onSave={() => void save()}
      />
      {breaking && <BreakSignatures change={breaking} onChoose={chooseBreaking} />}
      <CertificateTools
        bytes={pdf.bytes}
        selected={placed.selected}
        announce={announce}
        work={() => ({ pdf, placements, dateText, fields: form.changed(), flatten })}
      />
      <p className="sign-hint" id={hintId}>
        {signature.asset && `${m.placeHint} `}
        <span className="only-pointer">{m.keyboardHint}</span>
      </p>
      <WorkspaceNotices
        signature={signature}
        xfa={form.xfa}
        restricted={form.restricted}
        problem={saveProblem ?? (renderProblem ? m.failures.damaged : null)}
      />
      <div className="viewer-box" ref={viewerBox}>
        <PdfViewer
          spot={nextPlace.spot}
          form={{ byPage: form.byPage, values: form.values, onValue: form.setValue }}
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
