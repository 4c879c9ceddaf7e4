// The cues of capture by itself. Visible: the live view's border lights up with a 'Captured'
// label for a moment (added to the stage's DOM directly: a React portal would pull react-dom
// into the first load's chunks). Audible, opt-in: a short, soft two-note chime made with
// WebAudio (no sound file to load); its context is created when the person turns the sound on
// (a user gesture, so the browser lets it play) and closed when it is turned off.

/** How long the visible cue stays over the live view. */
export const CUE_MS = 1200;

/** Shows the visible cue over `stage` (a positioned element); returns its removal. */
export function showCue(stage: HTMLElement, text: string): () => void {
  const cue = document.createElement('div');
  cue.className = 'live-cue';
  cue.dataset.testid = 'live-cue';
  cue.setAttribute('aria-hidden', 'true');
  const label = document.createElement('span');
  label.textContent = text;
  cue.append(label);
  stage.append(cue);
  const timer = setTimeout(() => cue.remove(), CUE_MS);
  return () => {
    clearTimeout(timer);
    cue.remove();
  };
}

let context: AudioContext | null = null;

/** Call from the gesture that turns the sound on. */
export function enableSound(): void {
  if (context || typeof AudioContext === 'undefined') return;
  context = new AudioContext();
}

export function disableSound(): void {
  void context?.close();
  context = null;
}

export function playCue(): void {
  if (!context) return;
  const start = context.currentTime + 0.01;
  const notes = [880, 1320];
  notes.forEach((frequency, index) => {
    const at = start + index * 0.09;
    const oscillator = new OscillatorNode(context!, { type: 'sine', frequency });
    const gain = new GainNode(context!, { gain: 0 });
    gain.gain.linearRampToValueAtTime(0.12, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
    oscillator.connect(gain).connect(context!.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.18);
  });
}
