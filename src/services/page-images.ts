import fs from 'node:fs/promises';
import type { Account } from '../domain/types.ts';
import { AppError, invalidRequest } from '../errors.ts';
import { renderPageImageInThread } from '../ingest/workers/page-image-thread.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import type { DataSourceService } from './data-sources.ts';

/** A page as people see it, with a tag that changes only if its bytes could. */
export interface PageImage {
  bytes: Buffer;
  mediaType: 'image/png' | 'image/jpeg';
  etag: string;
}

/** Formats whose pages have an image: PDFs (drawn) and PNG or JPEG uploads (as they came); browsers do not show TIFF. */
export const hasPageImages = (format: string) => format === 'pdf' || format === 'png' || format === 'jpeg';

/** Where a page's image is read, with the same Basic key. */
export const pageImagePath = (dataSourceId: string, page: number) => `/api/v1/data-sources/${dataSourceId}/pages/${page}/image`;

/** Longer side of a drawn PDF page, in pixels: sharp on a large screen, about 0.1 s to draw. */
const MAX_SIDE = 1600;
/** PDF pages drawn at once; more wait in line, and past the line's length are refused (429). */
const RENDERS_AT_ONCE = 2;
const MAX_WAITING = 16;

/**
 * The image of a document's page, on which evidence boxes (fractions of the page) are
 * drawn by the run viewer: a PDF page drawn by pdf.js, or an uploaded PNG or JPEG as
 * it is. Other formats have no page image (TIFF included: browsers do not show it).
 */
export function createPageImageService(deps: { dataSources: DataSourceService; blobs: BlobStore; maxPages: number }) {
  const { dataSources, blobs, maxPages } = deps;
  let drawing = 0;
  const waiting: Array<() => void> = [];

  async function drawn<T>(draw: () => Promise<T>): Promise<T> {
    if (drawing >= RENDERS_AT_ONCE) {
      if (waiting.length >= MAX_WAITING) throw new AppError('rate_limited', 'too many page images are being drawn; try again shortly', { 'Retry-After': '1' });
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      drawing++;
    }
    try {
      return await draw();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = waiting.shift();
      if (next) next();
      else drawing--;
    }
  }

  return {
    async image(account: Account, rawId: unknown, rawPage: unknown): Promise<PageImage> {
      const ds = await dataSources.get(account, rawId);
      if (typeof rawPage !== 'string' || !/^[1-9]\d{0,5}$/.test(rawPage)) throw invalidRequest('page must be a page number from 1');
      const page = Number(rawPage);
      if (ds.status !== 'processed') throw new AppError('not_found', `data source ${ds.id} is ${ds.status}: its pages are not read yet`);
      if (page > ds.pageCount) throw new AppError('not_found', `data source ${ds.id} has no page ${page} (it has ${ds.pageCount})`);
      const etag = `"${ds.sha256.slice(0, 32)}-${page}"`;
      const path = blobs.pathOf(ds.sha256);
      if (!hasPageImages(ds.format)) {
        throw new AppError('not_found', `data source ${ds.id} is ${ds.format === 'tiff' ? 'a TIFF image, which browsers do not show' : `a ${ds.format} document`}: only PDF pages and PNG or JPEG images have page images`);
      }
      if (ds.format === 'pdf') {
        return { bytes: await drawn(() => renderPageImageInThread(path, page, { maxPages, maxSide: MAX_SIDE })), mediaType: 'image/png', etag };
      }
      return { bytes: await fs.readFile(path), mediaType: ds.format === 'png' ? 'image/png' : 'image/jpeg', etag };
    },
  };
}

export type PageImageService = ReturnType<typeof createPageImageService>;
