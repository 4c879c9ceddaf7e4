// The maker's model: which way the signature is made (drawn or typed), what has been drawn
// or typed so far, and the output's options (ink, thickness, trim). Components render it and
// send named events; the PNG and SVG are made from it (maker-output.tsx). Pure.
import { THICKNESS, clampThickness } from '../../core/output/thickness.ts';
import type { Stroke } from './stroke-geometry.ts';
import { DEFAULT_FONT, fontChoice, type FontId } from './font-choices.ts';

export type MakerMode = 'draw' | 'type';

/** The ink colours a made signature can take (it has no "original" colour of its own). */
export type MakerInk = 'black' | 'blue';
export const MAKER_INKS: readonly MakerInk[] = ['black', 'blue'];

/** A typed name is at most this long (a signature, not a letter). */
export const MAX_TEXT_LENGTH = 60;

export interface MakerState {
  mode: MakerMode;
  /** The finished strokes, oldest first (the one being drawn lives in the pad until it ends). */
  strokes: readonly Stroke[];
  text: string;
  font: FontId;
  ink: MakerInk;
  /** The thickness slider's value (core/output/thickness.ts): −8 half, 0 as made, +8 twice. */
  thickness: number;
  trim: boolean;
}

export type MakerEvent =
  | { type: 'modeChanged'; mode: MakerMode }
  | { type: 'strokeAdded'; stroke: Stroke }
  | { type: 'strokeUndone' }
  | { type: 'cleared' }
  | { type: 'textChanged'; text: string }
  | { type: 'fontChosen'; font: FontId }
  | { type: 'inkChosen'; ink: MakerInk }
  | { type: 'thicknessChanged'; thickness: number }
  | { type: 'trimChanged'; trim: boolean };

export function initialMakerState(mode: MakerMode): MakerState {
  return {
    mode,
    strokes: [],
    text: '',
    font: DEFAULT_FONT,
    ink: 'black',
    thickness: THICKNESS.neutral,
    trim: true,
  };
}

export function makerReducer(state: MakerState, event: MakerEvent): MakerState {
  switch (event.type) {
    case 'modeChanged':
      return state.mode === event.mode ? state : { ...state, mode: event.mode };
    case 'strokeAdded':
      if (event.stroke.points.length === 0) return state;
      return { ...state, strokes: [...state.strokes, event.stroke] };
    case 'strokeUndone':
      return state.strokes.length === 0 ? state : { ...state, strokes: state.strokes.slice(0, -1) };
    case 'cleared':
      return state.strokes.length === 0 ? state : { ...state, strokes: [] };
    case 'textChanged':
      return { ...state, text: [...event.text].slice(0, MAX_TEXT_LENGTH).join('') };
    case 'fontChosen':
      fontChoice(event.font); // throws for an unknown font
      return { ...state, font: event.font };
    case 'inkChosen':
      if (!MAKER_INKS.includes(event.ink)) throw new RangeError(`Unknown ink ${String(event.ink)}`);
      return { ...state, ink: event.ink };
    case 'thicknessChanged':
      return { ...state, thickness: clampThickness(event.thickness) };
    case 'trimChanged':
      return { ...state, trim: event.trim };
  }
}

/** Whether the current mode has anything to output. */
export function hasInk(state: MakerState): boolean {
  return state.mode === 'draw' ? state.strokes.length > 0 : state.text.trim() !== '';
}
