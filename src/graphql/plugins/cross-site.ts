import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { Plugin } from 'graphql-yoga';
import { AppError } from '../../errors.ts';
import { PREFLIGHT_HEADERS } from '../../http/body/graphql-multipart.ts';
import { codedGraphQLError } from '../error-masking.ts';

/** Content types a cross-site HTML form can send without a CORS preflight, apart from multipart. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'text/plain'];

/**
 * Cross-site request forgery: a browser may attach cached Basic credentials to a
 * form another site posts here. Operations come as JSON (which needs a preflight),
 * or multipart with a preflight header (checked before the upload is read, in
 * http/body/graphql-multipart.ts); form and plain-text bodies are refused outright.
 * Yoga's CSRF prevention covers every other non-preflighted POST. GET is left to
 * read-only operations (Yoga refuses mutations over GET) and to graphql-sse's
 * EventSource clients, which cannot set headers; with CORS off another site cannot
 * read their answers.
 */
export function crossSiteGuard(): Plugin {
  const csrf = useCSRFPrevention({ requestHeaders: PREFLIGHT_HEADERS });
  return {
    onRequestParse(payload) {
      if (payload.request.method === 'GET') return;
      const type = (payload.request.headers.get('content-type') ?? '').toLowerCase();
      if (FORM_TYPES.some((form) => type.startsWith(form))) {
        throw codedGraphQLError(
          new AppError('unsupported_media_type', `GraphQL operations are sent as application/json (or multipart for uploads), not ${type.split(';')[0]}`),
        );
      }
      return csrf.onRequestParse?.(payload);
    },
  };
}
