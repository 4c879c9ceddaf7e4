// The open document and the way to it: read the file, open it with pdf.js, ask for a password
// when it has one. A file that fails to open leaves the document already open untouched; a newer
// file wins over an older one still opening; the pdf.js document is destroyed when replaced.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { documentLocale } from '../../lib/pdf/date-stamp.ts';
import {
  openPdf,
  PdfOpenError,
  readPages,
  type OpenFailure,
  type PageInfo,
} from '../../lib/pdf/open-pdf.ts';

export interface OpenDocument {
  /** Different for every document opened (the same file opened twice included). */
  id: number;
  name: string;
  /** The original bytes, kept untouched for the writer. */
  bytes: Uint8Array;
  doc: PDFDocumentProxy;
  pages: PageInfo[];
  password?: string;
  /** The locale the date stamp is written in. */
  locale: string;
}

export type Pending =
  | { kind: 'opening'; name: string }
  | { kind: 'password'; name: string; bytes: Uint8Array; wrong: boolean };

export type OpenProblem = OpenFailure | 'read';

/** Asked once a new document has opened, before it replaces the one open now (unsaved work). */
export type ConfirmReplace = (current: OpenDocument) => boolean;

export function usePdfDocument(confirmReplace?: ConfirmReplace) {
  const confirmRef = useRef(confirmReplace);
  confirmRef.current = confirmReplace;
  const [pdf, setPdf] = useState<OpenDocument | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [problem, setProblem] = useState<OpenProblem | null>(null);
  const generation = useRef(0);
  const current = useRef<OpenDocument | null>(null);

  const open = useCallback(async (name: string, bytes: Uint8Array, password?: string) => {
    const id = ++generation.current;
    setPending({ kind: 'opening', name });
    setProblem(null);
    let doc: PDFDocumentProxy | null = null;
    try {
      doc = await openPdf(bytes, password);
      const pages = await readPages(doc);
      const { info } = await doc.getMetadata().catch(() => ({ info: {} }));
      if (id !== generation.current) {
        void doc.destroy();
        return;
      }
      const language = (info as { Language?: unknown }).Language;
      const opened = {
        id,
        name,
        bytes,
        doc,
        pages,
        password,
        locale: documentLocale(language, navigator.language || 'en'),
      };
      if (current.current && confirmRef.current && !confirmRef.current(current.current)) {
        void doc.destroy(); // the reader keeps the document open now, and its work
        setPending(null);
        return;
      }
      void current.current?.doc.destroy();
      current.current = opened;
      setPdf(opened);
      setPending(null);
    } catch (error) {
      if (doc) void doc.destroy();
      if (id !== generation.current) return;
      const reason = error instanceof PdfOpenError ? error.reason : 'damaged';
      if (reason === 'needs-password' || reason === 'wrong-password') {
        setPending({ kind: 'password', name, bytes, wrong: reason === 'wrong-password' });
      } else {
        setPending(null);
      }
      setProblem(reason);
    }
  }, []);

  const openFile = useCallback(
    async (file: File) => {
      const id = ++generation.current;
      setPending({ kind: 'opening', name: file.name });
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(await file.arrayBuffer());
      } catch {
        if (id === generation.current) {
          setPending(null);
          setProblem('read');
        }
        return;
      }
      if (id === generation.current) await open(file.name, bytes);
    },
    [open],
  );

  const submitPassword = useCallback(
    (password: string) => {
      if (pending?.kind === 'password') void open(pending.name, pending.bytes, password);
    },
    [open, pending],
  );

  const cancelPassword = useCallback(() => {
    generation.current++;
    setPending(null);
    setProblem(null);
  }, []);

  useEffect(
    () => () => {
      generation.current++;
      void current.current?.doc.destroy();
      current.current = null;
    },
    [],
  );

  return { pdf, pending, problem, openFile, submitPassword, cancelPassword };
}
