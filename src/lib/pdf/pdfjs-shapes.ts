// The few pdf.js shapes the Fill & Sign readers use, written structurally so that pdf.js's own
// PDFDocumentProxy (browser build) and its legacy build (tests in Node) both fit. Types only.

export interface PdfJsAnnotation {
  subtype?: string;
  fieldType?: string;
  fieldName?: string;
  fieldValue?: unknown;
  rect: number[];
  checkBox?: boolean;
  radioButton?: boolean;
  pushButton?: boolean;
  exportValue?: string;
  buttonValue?: string;
  options?: { exportValue: string; displayValue: string }[];
  readOnly?: boolean;
  hidden?: boolean;
  multiLine?: boolean;
  maxLen?: number;
  combo?: boolean;
}

export interface PdfJsTextItem {
  str?: string;
  transform?: number[];
  width?: number;
  height?: number;
}

export interface PdfJsPage {
  getAnnotations(): Promise<unknown[]>;
  getTextContent(): Promise<{ items: unknown[] }>;
}

export interface PdfJsDocument {
  numPages: number;
  getPage(pageNumber: number): Promise<PdfJsPage>;
  getMetadata(): Promise<{ info: object }>;
  getPermissions(): Promise<number[] | null>;
}
