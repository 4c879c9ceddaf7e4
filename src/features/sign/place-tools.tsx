// What a click on a page places — the signature, a text box, today's date, a tick or a cross —
// as one row of radio buttons, with Undo and Repeat on every page (for the item placed or moved
// last: initials on every page, a stamp on each).
import { useId } from 'react';
import { useSignMessages } from './messages.ts';
import { TOOLS, type InkName, type Tool } from './placed-items.ts';
import './place-tools.css';

export function PlaceTools(props: {
  tool: Tool;
  onTool: (tool: Tool) => void;
  canUndo: boolean;
  onUndo: () => void;
  canRepeat: boolean;
  onRepeat: () => void;
  ink: InkName;
  onInk: (ink: InkName) => void;
}) {
  const m = useSignMessages();
  const name = useId();
  return (
    <div className="sign-bar place-tools">
      <fieldset className="tool-choice">
        <legend>{m.toolsLegend}</legend>
        {TOOLS.map((tool) => (
          <label key={tool} className="tool-option">
            <input
              type="radio"
              name={name}
              value={tool}
              checked={props.tool === tool}
              onChange={() => props.onTool(tool)}
            />
            <span>{m.tools[tool]}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="tool-choice ink-choice">
        <legend>{m.inkLegend}</legend>
        {(['black', 'blue'] as const).map((ink) => (
          <label key={ink} className="tool-option">
            <input
              type="radio"
              name={`${name}-ink`}
              value={ink}
              checked={props.ink === ink}
              onChange={() => props.onInk(ink)}
            />
            <span className={`ink-swatch ink-${ink}`} aria-hidden="true" />
            <span>{m.inks[ink]}</span>
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="button button-quiet"
        disabled={!props.canRepeat}
        onClick={props.onRepeat}
      >
        {m.everyPage}
      </button>
      <button
        type="button"
        className="button button-quiet"
        disabled={!props.canUndo}
        onClick={props.onUndo}
      >
        {m.undo}
      </button>
    </div>
  );
}
