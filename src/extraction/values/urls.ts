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
    // A scheme and a host have no case (RFC 3986, 6.2.2.1): "WWW.ACME.ORG/Pay" is www.acme.org/Pay; a path keeps its own.
    const host = /^(?:[a-z][a-z0-9+.-]*:\/\/)?[^/?#]*/i.exec(m[0])![0];
    out.push({ value: host.toLowerCase() + m[0].slice(host.length), start: m.index!, end: m.index! + m[0].length });
  }
  return out;
}
