// Signature or Initials: one segmented choice. Initials give the guide box a shorter shape and
// are kept as initials.
import { useId } from 'react';
import { ChoiceGroup } from '../../components/choice/choice-group.tsx';
import { setCaptureKind, useCaptureKind } from './capture-kind.ts';
import { useCaptureMessages } from './messages.ts';

export function KindSwitch() {
  const m = useCaptureMessages();
  return (
    <ChoiceGroup
      legend={m.kindLegend}
      quietLegend
      name={useId()}
      options={['signature', 'initials'] as const}
      value={useCaptureKind()}
      onChange={setCaptureKind}
      label={(kind) => m.kinds[kind]}
    />
  );
}
