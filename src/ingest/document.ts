/** What reading a document gives, and what bounds it: shared by the readers and the threads they run in. */

export interface ReadResult {
  /** What the bytes turned out to be: pdf, docx, xlsx, xls, xlsb, ods, csv, tsv, html, eml, ticket, json, markdown, text, png, jpeg or tiff. */
  format: string;
  /** Page texts, page 1 first; empty when `later`. */
  pages: string[];
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
