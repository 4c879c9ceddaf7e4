// The capture tool: wires the capture model (capture-model.ts) to its parts — the Live view
// panel, the result panel, the crop step (its own chunk) and the three ways a photo comes in
// (Open a photo, drop, paste). It holds no picture state of its own; it announces what the
// model says happened.
import { lazy, Suspense, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { DOWNLOAD_FILE_NAME } from '../../core/constants.ts';
import { downloadBlob } from '../../lib/files/download.ts';
import { CameraPanel } from './camera-panel.tsx';
import { captureReducer } from './capture-model.ts';
import {
  initialCaptureState,
  scaledFrom,
  type NextStep,
  type Picture,
  type Problem,
} from './capture-state.ts';
import { cameraErrorText, fellBackText, useFeedback } from './feedback/use-feedback-texts.ts';
import { keepWork, keptWork } from './kept-work.ts';
import { useLanguage } from '../../i18n/use-messages.ts';
import { captureMessagesNow } from './messages.ts';
import { ResultPanel } from './result-panel.tsx';
import { useCamera } from './use-camera.ts';
import type { Reveal } from './reveal.ts';
import { useCaptureJobs } from './use-capture-jobs.ts';
import { usePhotoIntake } from './use-photo-intake.ts';

const loadCropStep = () => import('../../components/crop/crop-step.tsx');
const CropStep = lazy(loadCropStep);

export function CaptureTool() {
  const { state: camera, controller } = useCamera();
  const [state, dispatch] = useReducer(captureReducer, keptWork() ?? initialCaptureState);
  // Work survives a visit to another page (in memory only).
  const latest = useRef(state);
  latest.current = state;
  useEffect(() => () => keepWork(latest.current), []);
  const [announcement, setAnnouncement] = useState('');
  useCaptureJobs(state.job, dispatch);

  const announce = useCallback((text: string) => {
    // Re-announce identical messages by clearing first.
    setAnnouncement('');
    requestAnimationFrame(() => setAnnouncement(text));
  }, []);

  const openFile = useCallback(
    (file: File) => {
      void loadCropStep(); // fetch the crop step while the photo decodes
      controller.clearError();
      dispatch({ type: 'photoChosen', file });
    },
    [controller, dispatch],
  );
  const { dragging, dropProps } = usePhotoIntake(
    useCallback(
      (intake: { file: File } | { problem: Problem }) =>
        'file' in intake
          ? openFile(intake.file)
          : dispatch({ type: 'rejected', problem: intake.problem }),
      [openFile, dispatch],
    ),
  );
  const onCaptured = useCallback(
    (picture: Picture) => dispatch({ type: 'captured', picture }),
    [dispatch],
  );

  const cropping = state.cropping !== null;
  // One next step at a time, and its button is the one primary button of the screen.
  const nextStep: NextStep = state.current?.result
    ? 'save'
    : state.current
      ? 'clean'
      : camera.status === 'on'
        ? 'capture'
        : 'start';

  const onSave = (png: Blob) => {
    try {
      downloadBlob(png, DOWNLOAD_FILE_NAME);
      announce(captureMessagesNow().announce.saved);
    } catch (error) {
      console.error('Saving failed:', error);
      dispatch({ type: 'rejected', problem: { code: 'saveFailed' } });
    }
  };

  // The camera's advice below is worded at render time: a change of language renders again.
  useLanguage();
  const fellBack = camera.status === 'on' ? camera.fellBackFrom : null;
  const feedback = useFeedback(
    state.said !== null ||
      state.problem !== null ||
      state.job !== null ||
      camera.error !== null ||
      fellBack !== null,
  );
  const messages = feedback && (
    <feedback.StatusMessages problem={state.problem} scaledFrom={scaledFrom(state)} />
  );

  // Announce what the model says happened, once each (the texts load with the first event).
  const saidSeq = useRef(0);
  useEffect(() => {
    const said = state.said;
    const text =
      said && said.seq !== saidSeq.current && feedback?.feedbackMessagesNow().announce[said.what];
    if (!said || !text) return;
    saidSeq.current = said.seq;
    announce(text);
  }, [state.said, feedback, announce]);
  // New work comes into view (reveal.ts): a new capture or crop, or a first result.
  const [reveal, setReveal] = useState<Reveal | null>(null);
  const revealed = useRef({
    seq: 0,
    resultOf: state.current?.result ? state.current.source.id : -1,
  });
  const sourceId = state.current?.source.id ?? null;
  useEffect(() => {
    const next = feedback?.nextReveal(state.said, sourceId, revealed.current);
    if (next) setReveal(next);
  }, [state.said, sourceId, feedback]);
  // A Start that used another camera than the chosen one says which (after 'Camera on.').
  const cameraRef = useRef(camera);
  cameraRef.current = camera;
  useEffect(() => {
    if (fellBack && feedback) announce(fellBackText(feedback, cameraRef.current));
  }, [fellBack, feedback, announce]);

  return (
    <div className="capture-tool" data-dragging={dragging ? '' : undefined} {...dropProps}>
      <CameraPanel
        camera={camera}
        controller={controller}
        hidden={cropping}
        errorText={cameraErrorText(feedback, camera.error)}
        primary={nextStep}
        onCaptured={onCaptured}
        onOpenFile={openFile}
        announce={announce}
        liveClean={state.preferred.camera}
      />
      {state.cropping ? (
        <Suspense fallback={null}>
          <CropStep
            key={state.nextId}
            draft={state.cropping}
            onConfirm={(crop) => dispatch({ type: 'cropConfirmed', crop })}
            onCancel={() => dispatch({ type: 'cropCancelled' })}
          >
            {messages}
          </CropStep>
        </Suspense>
      ) : (
        <ResultPanel
          state={state}
          dispatch={dispatch}
          dragging={dragging}
          onSave={onSave}
          feedback={feedback}
          reveal={reveal}
        >
          {messages}
        </ResultPanel>
      )}
      <div className="visually-hidden" role="status" aria-live="polite" data-testid="announcer">
        {announcement}
      </div>
    </div>
  );
}
