// The live-guidance toggles and their defaults. The live preview is on by default where a
// mouse or trackpad points (a desktop or laptop) and off on touch screens, where the screen is
// small and the battery counts; capture by itself and its sound are opt-in. The choices are
// remembered for the page's life (across Stop and Start), not stored.

export interface LiveSettings {
  preview: boolean;
  autoCapture: boolean;
  sound: boolean;
}

let remembered: LiveSettings | null = null;

/** A touch screen: no mouse, and usually no keyboard either. */
export function coarsePointer(): boolean {
  return window.matchMedia('(pointer: coarse)').matches;
}

export function initialLiveSettings(): LiveSettings {
  return (
    remembered ?? {
      preview: !coarsePointer(),
      autoCapture: false,
      sound: false,
    }
  );
}

export function rememberLiveSettings(settings: LiveSettings): void {
  remembered = settings;
}
