/** What reading a document gives, and what bounds it: shared by the readers and the threads they run in. */

/** A page as read: its text and, for PDF pages and images, where that text stands on it (domain/page-boxes.ts). */
export interface ReadPage {
  text: string;
  boxes: Uint8Array | null;
}

export interface ReadResult {
  /** What the bytes turned out to be: pdf, docx, xlsx, xls, xlsb, ods, csv, tsv, html, eml, ticket, json, markdown, text, png, jpeg or tiff. */
  format: string;
  /** Page texts, page 1 first; empty when `later`. */
  pages: string[];
  /** Beside `pages`, for a PDF: where each page's text stands (null for a page without text). */
  boxes?: Array<Uint8Array | null>;
  /**
   * The document is read by `readDocumentLater` in the background: images and scanned
   * PDFs (OCR) and very large documents. Only its format and limits were checked.
   */
  later: boolean;
}

export interface ReadLimits {
  maxPages: number;
  /** The media type the upload declared; bytes that contradict it are refused (415). */
  mediaType?: string;
  /** The data source type: a JSON file uploaded as a `ticket` must be one (400 otherwise). */
  type?: 'file' | 'ticket';
}
