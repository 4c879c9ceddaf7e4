// Save: the items and the changed fields written into a copy of the PDF (lib/pdf/write-filled.ts,
// loaded on the first Save), downloaded as NAME-signed.pdf; a failure said in words, the work
// kept. It also tells whether there is work not saved yet, so that opening another PDF can ask.
// A save that would break the PDF's digital signature (flattening, an encrypted file) waits for
// the person's choice (`breaking`): save without flattening, break it, or cancel.
import { useEffect, useMemo, useState } from 'react';
import type { FieldValue } from '../../lib/pdf/fill-types.ts';
import {
  SignaturesWouldBreakError,
  type BreakingChange,
} from '../../lib/pdf/sign/carries-signature.ts';
import { signedFileName } from '../../lib/pdf/write-signed.ts';
import { downloadBlob } from '../../lib/files/download.ts';
import { signMessagesNow } from './messages.ts';
import type { PlacedThing } from './placed-items.ts';
import { saveFailureText, toWriterItems } from './to-writer.ts';
import type { OpenDocument } from './use-pdf-document.ts';

export function useSaveDocument(props: {
  pdf: OpenDocument;
  placements: PlacedThing[];
  dateText: string | null;
  /** The form fields changed since the document opened. */
  fields: () => FieldValue[];
  /** The form's values (their identity changes with every edit). */
  values: unknown;
  flatten: boolean;
  announce: (text: string) => void;
  onUnsaved: (unsaved: boolean) => void;
}) {
  const { pdf, placements, dateText, fields, values, flatten, announce, onUnsaved } = props;
  const [saving, setSaving] = useState(false);
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  const [breaking, setBreaking] = useState<BreakingChange | null>(null);

  const work = useMemo(() => [placements, values] as const, [placements, values]);
  const [savedWork, setSavedWork] = useState<typeof work | null>(null);
  const unsaved = savedWork !== work && (placements.length > 0 || fields().length > 0);
  useEffect(() => onUnsaved(unsaved), [unsaved, onUnsaved]);

  const save = async (chosen: { flatten?: boolean; breakSignatures?: boolean } = {}) => {
    const changed = fields();
    if (placements.length === 0 && changed.length === 0) return;
    setSaving(true);
    setSaveProblem(null);
    setBreaking(null);
    try {
      const { writeFilledPdf } = await import('../../lib/pdf/write-filled.ts');
      const bytes = await writeFilledPdf(pdf.bytes, toWriterItems(placements, dateText), changed, {
        password: pdf.password,
        flatten: chosen.flatten ?? flatten,
        breakSignatures: chosen.breakSignatures,
      });
      const name = signedFileName(pdf.name);
      downloadBlob(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), name);
      announce(signMessagesNow().saved(name));
      setSavedWork(work);
    } catch (error) {
      if (error instanceof SignaturesWouldBreakError) setBreaking(error.change);
      else setSaveProblem(saveFailureText(signMessagesNow(), error));
    } finally {
      setSaving(false);
    }
  };

  const chooseBreaking = (choice: 'keep' | 'break' | 'cancel') => {
    setBreaking(null);
    if (choice === 'keep') void save({ flatten: false });
    if (choice === 'break') void save({ breakSignatures: true });
  };

  return { save, saving, saveProblem, breaking, chooseBreaking };
}
