import { buildOpenApi, type OpenApiDocument } from './openapi/index.ts';
import { renderReferencePage } from './openapi/page.ts';
import type { Route } from './router.ts';

/**
 * The OpenAPI document and its reference page, built once from the route table they
 * describe (passed in, since they are part of it). Both load without a key.
 */
export function referenceRoutes(table: () => Route[]): Route[] {
  let doc: OpenApiDocument | undefined;
  let page: string | undefined;
  const document = () => (doc ??= buildOpenApi(table()));
  return [
    { method: 'GET', path: '/openapi.json', public: true, handle: async () => ({ status: 200, body: document() }) },
    { method: 'GET', path: '/docs', public: true, handle: async () => ({ status: 200, html: (page ??= renderReferencePage(document())) }) },
  ];
}
