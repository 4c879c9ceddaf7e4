// The document's own form (issue 25): its widgets as the pages show them, read once the document
// is open (page by page in pdf.js's worker), whether it is an XFA form (not fillable here), and
// whether its author restricted changes, and the values the reader gives — handed to the writer as the fields that changed.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { FieldValue, FormWidget } from '../../lib/pdf/fill-types.ts';
import type { PageInfo } from '../../lib/pdf/open-pdf.ts';

export type FieldValues = Readonly<Record<string, string | boolean>>;

export function useForm(doc: PDFDocumentProxy, pages: PageInfo[]) {
  const [widgets, setWidgets] = useState<FormWidget[]>([]);
  /** The widgets once read (none for an XFA form), null before. */
  const [read, setRead] = useState<FormWidget[] | null>(null);
  const [xfa, setXfa] = useState(false);
  /** Its author restricted changes (an owner password): the signed copy keeps that. */
  const [restricted, setRestricted] = useState(false);
  const [initial, setInitial] = useState<FieldValues>({});
  const [values, setValues] = useState<FieldValues>({});

  useEffect(() => {
    const stop = new AbortController();
    void (async () => {
      const [{ readFormWidgets }, { isXfaForm, changeRestrictions }] = await Promise.all([
        import('../../lib/pdf/form-widgets.ts'),
        import('../../lib/pdf/document-checks.ts'),
      ]);
      if (!stop.signal.aborted) setRestricted((await changeRestrictions(doc)) !== null);
      if (await isXfaForm(doc)) {
        setXfa(true);
        setRead([]);
        return;
      }
      const found = await readFormWidgets(doc, pages, stop.signal);
      const start: Record<string, string | boolean> = {};
      for (const widget of found) {
        if (widget.kind === 'radio') {
          if (widget.value === true) start[widget.name] = widget.exportValue ?? '';
          else start[widget.name] ??= '';
        } else start[widget.name] = widget.value;
      }
      setWidgets(found);
      setRead(found);
      setInitial(start);
      setValues(start);
    })().catch(() => undefined); // a form that cannot be read is left as the pages show it
    return () => stop.abort();
  }, [doc, pages]);

  const setValue = useCallback(
    (name: string, value: string | boolean) => setValues((old) => ({ ...old, [name]: value })),
    [],
  );
  const byPage = useMemo(() => {
    const map = new Map<number, FormWidget[]>();
    for (const w of widgets)
      if (w.kind !== 'signature') map.set(w.pageIndex, [...(map.get(w.pageIndex) ?? []), w]);
    return map;
  }, [widgets]);
  const changed = useCallback(
    (): FieldValue[] =>
      Object.entries(values)
        .filter(([name, value]) => initial[name] !== value)
        .map(([name, value]) => ({ name, value })),
    [values, initial],
  );
  return { widgets, read, byPage, xfa, restricted, values, setValue, changed };
}
