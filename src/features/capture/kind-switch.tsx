// Signature or Initials: two radio buttons drawn as one segmented control. Initials give the
// guide box a shorter shape and are kept as initials.
import { useId } from 'react';
import { setCaptureKind, useCaptureKind } from './capture-kind.ts';
import { useCaptureMessages } from './messages.ts';

export function KindSwitch() {
  const m = useCaptureMessages();
  const kind = useCaptureKind();
  const name = useId();
  return (
    <fieldset className="kind-switch">
      <legend className="visually-hidden">{m.kindLegend}</legend>
      {(['signature', 'initials'] as const).map((each) => (
        <label key={each} className="kind-option">
          <input
            type="radio"
            name={name}
            value={each}
            checked={kind === each}
            onChange={() => setCaptureKind(each)}
          />
          <span>{m.kinds[each]}</span>
        </label>
      ))}
    </fieldset>
  );
}
