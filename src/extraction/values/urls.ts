import type { ValueMatch } from './match.ts';

const TLDS = 'com|org|net|edu|gov|io|co|ai|app|dev|info|biz|us|uk|de|fr|es|it|nl|be|ch|at|se|no|dk|fi|pl|cz|pt|ie|ca|au|nz|jp|cn|in|sg|my|hk|br|mx|za|eu|me|tv|ly|xyz|shop|store|tech|online|site|cloud';
const URL_PATTERN = new RegExp(
  String.raw`\b(?:https?:\/\/|www\.)[^\s<>"'()|]+[^\s<>"'().,;:!?|]|(?<![@\w.-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:${TLDS})\b(?:\/[^\s<>"'()|]*[^\s<>"'().,;:!?|])?`,
  'gi',
);

export function findUrls(text: string): ValueMatch[] {
  const out: ValueMatch[] = [];
  for (const m of text.matchAll(URL_PATTERN)) {
    // Bare domains right after "@" are e-mail addresses, and "Inc.com"-like splits are rarely sites.
    if (m.index! > 0 && text[m.index! - 1] === '@') continue;
    if (!/^(?:https?:|www\.)/i.test(m[0]) && /^\d+(\.\d+)+$/.test(m[0])) continue;
    out.push({ value: m[0], start: m.index!, end: m.index! + m[0].length });
  }
  return out;
}
