// The result's whole toolset in one piece, so the screen can load it when the first result
// arrives (React.lazy on this module's default export) rather than on the first page load: the
// Capture page's first load is within a few hundred bytes of its budget. The ways out come right
// under the preview, so on a phone the result and Save PNG are in view together.
import type { ReactNode } from 'react';
import { FineTuneSlider, type FineTuneSliderProps } from './fine-tune-slider.tsx';
import {
  ResultActions,
  type ResultActionsProps,
} from '../../../components/output/result-actions.tsx';
import { ResultOptions, type ResultOptionsProps } from './result-options.tsx';
import { ResultPreview, type ResultPreviewProps } from './result-preview.tsx';
import './result.css';
import { SAVE_PNG_ID } from '../reveal.ts';

export interface ResultPanelProps {
  preview: ResultPreviewProps;
  options: ResultOptionsProps;
  /** Omit to hide the slider (e.g. while showing the raw capture). */
  fineTune?: FineTuneSliderProps;
  actions: ResultActionsProps;
  /** A warning about the result, shown right under it (before the ways out). */
  notice?: ReactNode;
  /** Shown instead of the preview (the correction tools, which show the result themselves). */
  view?: ReactNode;
  /** Right under the preview, before the notice (the button that opens the corrections). */
  tools?: ReactNode;
}

export default function ResultPanel(props: ResultPanelProps) {
  const { preview, options, fineTune, actions, notice, view, tools } = props;
  return (
    <div className="result-panel-body">
      {view ?? <ResultPreview {...preview} />}
      {tools}
      {notice}
      <ResultActions {...actions} savePngId={SAVE_PNG_ID} />
      <div className="result-settings">
        <ResultOptions {...options} />
        {fineTune && <FineTuneSlider {...fineTune} />}
      </div>
    </div>
  );
}
