// What a click on a page places — the signature, a text box, today's date, a tick or a cross —
// as one row of radio buttons, with Undo and Repeat on every page (for the item placed or moved
// last: initials on every page, a stamp on each).
import { useId } from 'react';
import { ChoiceGroup } from '../../components/choice/choice-group.tsx';
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
      <ChoiceGroup
        legend={m.toolsLegend}
        name={`${name}-tool`}
        options={TOOLS}
        value={props.tool}
        onChange={props.onTool}
        label={(tool) => m.tools[tool]}
      />
      <ChoiceGroup
        legend={m.inkLegend}
        name={`${name}-ink`}
        options={['black', 'blue'] as const}
        value={props.ink}
        onChange={props.onInk}
        label={(ink) => (
          <>
            <span className={`ink-swatch ink-${ink}`} aria-hidden="true" />
            {m.inks[ink]}
          </>
        )}
      />
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
