import type { AddressObject, ParsedMail } from 'mailparser';
import { AppError } from '../errors.ts';
import { htmlToText } from './html.ts';
import { paginate } from './pages.ts';
import { splitThread } from './email-thread.ts';

/** Attached messages inside attached messages: deeper than this is no real thread. */
const MAX_NESTING = 10;

/**
 * An email (.eml), whether uploaded as a file or as a ticket: the newest message is
 * page 1 (Subject, From, To, Cc, Date, then its text), and each earlier message of
 * the thread, quoted in the body or attached as message/rfc822, one more page. A
 * message longer than a page continues on the next. Other attachments are not read.
 */
export async function readEmail(bytes: Uint8Array): Promise<string[]> {
  return (await messagePages(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 0)).flatMap((message) => paginate(message));
}

async function messagePages(raw: Buffer, depth: number): Promise<string[]> {
  let mail: ParsedMail;
  try {
    // Loaded on first use: mailparser is large and most servers never see an email.
    const { simpleParser } = await import('mailparser');
    mail = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true, skipTextLinks: true });
  } catch (error) {
    throw new AppError('invalid_request', `the email cannot be read: ${(error as Error).message}`);
  }
  if (mail.headers.size === 0) throw new AppError('invalid_request', 'the email has no headers');
  const body = mail.text ?? (typeof mail.html === 'string' ? await htmlToText(mail.html) : '');
  const [newest = '', ...earlier] = splitThread(body.replace(/\r\n?/g, '\n'));
  const pages = [[headerBlock(mail), newest].filter(Boolean).join('\n\n'), ...earlier.filter((m) => m !== '')];
  if (depth < MAX_NESTING) {
    for (const attachment of mail.attachments) {
      if (attachment.contentType.toLowerCase() === 'message/rfc822') pages.push(...(await messagePages(attachment.content, depth + 1)));
    }
  }
  return pages;
}

function headerBlock(mail: ParsedMail): string {
  const lines: string[] = [];
  if (mail.subject !== undefined) lines.push(`Subject: ${mail.subject}`);
  for (const [label, value] of [['From', mail.from], ['To', mail.to], ['Cc', mail.cc]] as const) {
    const text = addresses(value);
    if (text) lines.push(`${label}: ${text}`);
  }
  // The date as the sender wrote it, not as re-printed from a parsed Date.
  const date = mail.headerLines.find((h) => h.key === 'date')?.line.replace(/^date:\s*/i, '').replace(/\s+/g, ' ').trim();
  if (date) lines.push(`Date: ${date}`);
  return lines.join('\n');
}

function addresses(value: AddressObject | AddressObject[] | undefined): string {
  const objects = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const format = (a: { name: string; address?: string; group?: Array<{ name: string; address?: string }> }): string => {
    if (a.group) return `${a.name}: ${a.group.map(format).join(', ')};`;
    if (a.name && a.address) return `${a.name} <${a.address}>`;
    return a.address || a.name;
  };
  return objects.flatMap((o) => o.value.map(format)).join(', ');
}
