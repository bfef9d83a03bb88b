import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Schema = Record<string, any>;

/**
 * Checks responses against the OpenAPI document the server itself serves: the status must
 * be one the operation documents, the media type one it lists, and a JSON body must match
 * its schema. A mismatch throws, so the test that received it fails.
 */
export function createResponseChecker(doc: Schema) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  ajv.addSchema(doc, 'openapi');
  const operations = Object.entries(doc.paths as Record<string, Record<string, Schema>>).map(([template, methods]) => ({
    pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}/?$`),
    methods,
  }));

  const validatorOf = (schema: Schema) => {
    const ref = typeof schema.$ref === 'string' ? `openapi${schema.$ref}` : undefined;
    const validate = ref ? ajv.getSchema(ref) : ajv.compile(schema);
    if (!validate) throw new Error(`the document has no schema at ${schema.$ref}`);
    return validate;
  };

  /** The documented operation for a request under /api/v1, or undefined for paths the API does not have. */
  function operationOf(method: string, pathname: string): Schema | undefined {
    const path = pathname.replace(/^\/api\/v1/, '').split('?')[0];
    return operations.find((o) => o.pattern.test(path))?.methods[method.toLowerCase()];
  }

  /** Validates one JSON value against a schema of the document (`{$ref: '#/components/schemas/X'}`). */
  function checkValue(schema: Schema, value: unknown, where: string): void {
    const validate = validatorOf(schema);
    if (!validate(value)) {
      throw new Error(`${where} does not match the OpenAPI document: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(value).slice(0, 1500)}`);
    }
  }

  async function check(method: string, pathname: string, res: Response): Promise<void> {
    const op = operationOf(method, pathname);
    if (!op) return;
    const where = `${method} ${pathname} -> ${res.status}`;
    const documented = op.responses[String(res.status)] ?? (res.status >= 400 ? op.responses.default : undefined);
    if (!documented) throw new Error(`${where}: status ${res.status} is not documented for this operation`);
    if (!documented.content) return;
    const type = (res.headers.get('content-type') ?? '').split(';')[0].trim();
    const media = documented.content[type] ?? (documented.content['application/octet-stream'] && !type.startsWith('text/event-stream') ? documented.content['application/octet-stream'] : undefined);
    if (!media) throw new Error(`${where}: Content-Type ${type} is not documented (${Object.keys(documented.content).join(', ')})`);
    if (type === 'application/json') checkValue(media.schema, await res.clone().json(), where);
  }

  /** Validates one SSE event of a response against the payload schema its name has there. */
  function checkEvent(method: string, pathname: string, status: number, event: { event: string; data: unknown }): void {
    const media = operationOf(method, pathname)?.responses[String(status)]?.content?.['text/event-stream'];
    const schema = media?.['x-sse-events']?.[event.event];
    if (!schema) throw new Error(`${method} ${pathname}: event ${event.event} is not documented`);
    checkValue(schema, event.data, `${method} ${pathname} event ${event.event}`);
  }

  /** An event read from a stream of this path, whichever of its methods answered it. */
  function checkStreamEvent(pathname: string, event: { event: string; data: unknown }): void {
    const path = pathname.replace(/^\/api\/v1/, '').split('?')[0];
    const methods = operations.find((o) => o.pattern.test(path))?.methods ?? {};
    const schemas = Object.values(methods).flatMap((op) =>
      Object.values(op.responses as Record<string, Schema>).map((r) => r.content?.['text/event-stream']?.['x-sse-events']?.[event.event]).filter(Boolean),
    );
    if (!schemas.length) throw new Error(`${pathname}: event ${event.event} is not documented`);
    checkValue(schemas[0], event.data, `${pathname} event ${event.event}`);
  }

  return { check, checkEvent, checkStreamEvent, checkValue, operationOf };
}

export type ResponseChecker = ReturnType<typeof createResponseChecker>;

/** The checker of each running test server, by origin, so stream readers can check the events they read. */
const checkers = new Map<string, () => Promise<ResponseChecker>>();
export const registerChecker = (origin: string, checker: () => Promise<ResponseChecker>) => void checkers.set(origin, checker);
export const checkerOf = (origin: string) => checkers.get(origin);
