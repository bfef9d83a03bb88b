import { AppError } from '../errors.ts';
import { paginate } from './pages.ts';

/**
 * A support ticket as JSON:
 * `{subject, description, status?, priority?, requester?, created_at?, comments?: [{author?, body, created_at?}]}`.
 * Page 1 holds the subject, the other fields and the description; each comment is
 * one more page (a message longer than a page continues on the next). Values are
 * written as the file has them; only the field labels are added.
 */
export function readTicket(value: unknown): string[] {
  const ticket = requireObject(value, 'a ticket');
  const subject = requireText(ticket, 'subject');
  const description = requireText(ticket, 'description', { allowEmpty: true });
  const header = [
    `Subject: ${subject}`,
    ...labelled(ticket, [['status', 'Status'], ['priority', 'Priority'], ['requester', 'Requester'], ['created_at', 'Created at']]),
  ];
  const messages = [[header.join('\n'), description.trim()].filter(Boolean).join('\n\n')];
  const comments = ticket.comments;
  if (comments !== undefined && comments !== null) {
    if (!Array.isArray(comments)) throw invalid('comments must be an array of {author?, body, created_at?} objects');
    comments.forEach((raw, i) => {
      const comment = requireObject(raw, `comments[${i}]`);
      const body = requireText(comment, 'body', { allowEmpty: true, where: `comments[${i}].` });
      const meta = labelled(comment, [['author', 'Author'], ['created_at', 'Created at']], `comments[${i}].`);
      messages.push([meta.join('\n'), body.trim()].filter(Boolean).join('\n\n'));
    });
  }
  return messages.flatMap((message) => paginate(message));
}

/** Whether a JSON value uploaded as a plain file is a ticket all the same. */
export function isTicketShaped(value: unknown): boolean {
  return isObject(value) && typeof value.subject === 'string' && typeof value.description === 'string';
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

const invalid = (reason: string) => new AppError('invalid_request', `the ticket JSON is not valid: ${reason}`);

function requireObject(value: unknown, what: string): JsonObject {
  if (!isObject(value)) {
    throw invalid(`${what} must be a JSON object${what === 'a ticket' ? ' with subject and description' : ' with a body'}`);
  }
  return value;
}

function requireText(object: JsonObject, key: string, opts: { allowEmpty?: boolean; where?: string } = {}): string {
  const name = `${opts.where ?? ''}${key}`;
  const value = object[key];
  if (value === undefined || value === null) throw invalid(`${name} is required`);
  if (typeof value !== 'string') throw invalid(`${name} must be a string`);
  if (!opts.allowEmpty && value.trim() === '') throw invalid(`${name} must not be empty`);
  return value;
}

/** Optional fields as `Label: value` lines; a person may be a string or {name, email}. */
function labelled(object: JsonObject, fields: Array<[string, string]>, where = ''): string[] {
  const lines: string[] = [];
  for (const [key, label] of fields) {
    const value = object[key];
    if (value === undefined || value === null || value === '') continue;
    lines.push(`${label}: ${fieldText(value, `${where}${key}`)}`);
  }
  return lines;
}

function fieldText(value: unknown, name: string): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (isObject(value)) {
    const person = [value.name, value.email ?? value.address].filter((v) => typeof v === 'string' && v !== '') as string[];
    if (person.length === 2) return `${person[0]} <${person[1]}>`;
    if (person.length === 1) return person[0];
  }
  throw invalid(`${name} must be a string`);
}
