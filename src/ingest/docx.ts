import { AppError } from '../errors.ts';
import { htmlToText } from './html.ts';
import { paginate } from './pages.ts';
import { checkZip } from './zip.ts';

// Loaded on first use: most servers never see a DOCX.
let mammothModule: Promise<typeof import('mammoth')> | undefined;
const loadMammoth = () => (mammothModule ??= import('mammoth').then((m) => (m as { default?: typeof import('mammoth') }).default ?? m));

/**
 * DOCX through mammoth's HTML, not its raw text: HTML keeps tables as rows and
 * cells, which become ` | `-separated lines like every other table.
 */
export async function readDocx(bytes: Uint8Array): Promise<string[]> {
  await checkZip(bytes, 'the DOCX file');
  let html: string;
  try {
    const mammoth = await loadMammoth();
    // Images are dropped without being read: their bytes would only become base64 in the HTML.
    const skipImages = mammoth.images.imgElement(async () => ({ src: '' }));
    html = (await mammoth.convertToHtml({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) }, { convertImage: skipImages })).value;
  } catch (error) {
    throw new AppError('invalid_request', `the DOCX file is truncated or corrupt: ${(error as Error).message}`);
  }
  return paginate(await htmlToText(html));
}
