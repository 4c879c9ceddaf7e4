// The controls above the pages: the signature to place (and the date option), then the
// document's zoom, page number, "Add to this page" and Save.
import { useId, useState, type ChangeEvent, type KeyboardEvent, type Ref } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSignMessages } from './messages.ts';
import type { SignatureAsset } from './signature-image.ts';

export function SignatureBar(props: {
  asset: SignatureAsset | null;
  problem: boolean;
  withDate: boolean;
  onPick: (file: File) => void;
  onDate: (on: boolean) => void;
}) {
  const m = useSignMessages();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) props.onPick(file);
  };
  return (
    <div className="sign-bar" role="group" aria-label={m.signatureHeading}>
      {props.asset ? (
        <img
          className="signature-thumb"
          src={props.asset.url}
          alt={m.signatureAlt}
          data-testid="signature-thumb"
        />
      ) : (
        <p className="sign-bar-empty">
          {m.noSignature}
          <Link to={paths.capture}>{m.captureLink}</Link>
          {m.noSignatureAfter}
        </p>
      )}
      <label className="button file-button" title={m.chooseImageHint}>
        <input type="file" accept="image/*,.svg" className="visually-hidden" onChange={onChange} />
        {m.chooseImage}
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={props.withDate}
          onChange={(event) => props.onDate(event.target.checked)}
        />
        {m.addDate}
      </label>
      {props.problem && (
        <p className="sign-message" role="alert">
          {m.imageFailed}
        </p>
      )}
    </div>
  );
}

export function DocumentBar(props: {
  pageCount: number;
  currentPage: number;
  zoomPercent: number;
  canAdd: boolean;
  /** The "Add to this page" button, where focus returns when a signature is removed. */
  addRef: Ref<HTMLButtonElement>;
  canSave: boolean;
  saving: boolean;
  /** The document has fields a person can fill: only then does Flatten mean anything. */
  hasFields: boolean;
  /** Write the fields the person filled into the page content (the others stay live). */
  flatten: boolean;
  onFlatten: (on: boolean) => void;
  onZoom: (direction: -1 | 1 | 0) => void;
  onGoTo: (index: number) => void;
  onAdd: () => void;
  /** The places found to sign, and Next place. */
  places: { count: number; at: number | null; onNext: () => void };
  onSave: () => void;
}) {
  const m = useSignMessages();
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const go = () => {
    const page = Number(typed);
    if (typed !== null && Number.isInteger(page) && page >= 1 && page <= props.pageCount) {
      props.onGoTo(page - 1);
    }
    setTyped(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') go();
  };
  return (
    <div className="sign-bar document-bar">
      <div className="zoom" role="group" aria-label={m.zoom}>
        <button
          type="button"
          className="button"
          aria-label={m.zoomOut}
          onClick={() => props.onZoom(-1)}
        >
          −
        </button>
        <output className="zoom-level" aria-live="polite">
          {m.zoomLevel(props.zoomPercent)}
        </output>
        <button
          type="button"
          className="button"
          aria-label={m.zoomIn}
          onClick={() => props.onZoom(1)}
        >
          +
        </button>
        <button
          type="button"
          className="button button-quiet fit-width"
          onClick={() => props.onZoom(0)}
        >
          {m.fitWidth}
        </button>
      </div>
      <div className="page-jump">
        <label htmlFor={id}>{m.pageLabel}</label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={props.pageCount}
          value={typed ?? String(props.currentPage + 1)}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={go}
        />
        <span>{m.ofPages(props.pageCount)}</span>
      </div>
      <button
        type="button"
        className="button"
        ref={props.addRef}
        disabled={!props.canAdd}
        onClick={props.onAdd}
      >
        {m.addSignature}
      </button>
      {props.places.count > 0 && (
        <button type="button" className="button" onClick={props.places.onNext}>
          {m.nextPlace(props.places.at, props.places.count)}
        </button>
      )}
      {props.hasFields && (
        <div className="flatten-option">
          <label className="check flatten-check">
            <input
              type="checkbox"
              checked={props.flatten}
              aria-describedby={`${id}-flatten`}
              onChange={(event) => props.onFlatten(event.target.checked)}
            />
            {m.flatten}
          </label>
          <p className="flatten-hint" id={`${id}-flatten`}>
            {m.flattenHint}
          </p>
        </div>
      )}
      <button
        type="button"
        className="button button-primary save-button"
        disabled={!props.canSave || props.saving}
        onClick={props.onSave}
      >
        {props.saving ? m.saving : m.save}
      </button>
    </div>
  );
}
