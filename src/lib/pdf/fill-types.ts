// Fill & Sign's shared shapes (issue 25): what a person places on the pages, the document's own
// form fields as the page shows them, the places that ask for a signature, and what the writer
// takes. Positions are on the displayed page, in points from its top-left corner (ViewRect), as
// everywhere on the Sign page. Types only.
import type { ViewRect } from './page-geometry.ts';

/** A colour with channels from 0 to 1. */
export interface Rgb01 {
  r: number;
  g: number;
  b: number;
}

export type Mark = 'tick' | 'cross';

export type PlacedItem =
  | {
      kind: 'image';
      pageIndex: number;
      rect: ViewRect;
      /** PNG bytes, transparent background. The same array for every copy of one picture. */
      png: Uint8Array;
      /** The picture's alternative text in the saved PDF ("Signature of Ada", "Initials"). */
      alt: string;
    }
  | {
      /** A text box or a date: one or more lines, top-left aligned in `rect`. */
      kind: 'text';
      pageIndex: number;
      rect: ViewRect;
      text: string;
      /** In points. */
      fontSize: number;
      colour: Rgb01;
    }
  | {
      kind: 'mark';
      pageIndex: number;
      rect: ViewRect;
      mark: Mark;
      colour: Rgb01;
    };

export type FieldKind = 'text' | 'checkbox' | 'radio' | 'dropdown' | 'signature';

/** One widget of an AcroForm field as the page shows it. */
export interface FormWidget {
  /** The field's fully qualified name (as pdf-lib's form.getField takes it). */
  name: string;
  kind: FieldKind;
  pageIndex: number;
  rect: ViewRect;
  /** The value now: text, the chosen option, or for a check box / radio widget whether it is on. */
  value: string | boolean;
  /** A check box's or radio button's export value for this widget ("Yes", "Option 2"). */
  exportValue?: string;
  /** A drop-down's (or list's) options. */
  options?: string[];
  readOnly: boolean;
  multiline?: boolean;
  maxLength?: number;
}

/** A value to write: text fields and drop-downs take text, check boxes on/off, radio groups the
 *  chosen export value. */
export interface FieldValue {
  name: string;
  value: string | boolean;
}

/** Somewhere the document asks for a signature, initials or a date. */
export interface SignPlace {
  pageIndex: number;
  kind: 'signature' | 'initials' | 'date';
  /** Where the item goes: the line above or beside the word, or the empty signature field. */
  rect: ViewRect;
  /** What found it: an empty signature field, or the word as printed ("Signature:", "Datum"). */
  source: 'field' | 'word';
  label: string;
}

export interface FillOptions {
  /** The password the document was opened with, if any. */
  password?: string;
  /** Write every placed item and field value into the page content (on by default in the UI). */
  flatten: boolean;
  /** A PDF that carries a digital signature is saved as an incremental update, and a change that
   *  cannot be (flattening, re-encrypting) is refused, unless the person chose to break them. */
  breakSignatures?: boolean;
}
