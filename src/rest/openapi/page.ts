import type { OpenApiDocument } from './index.ts';

type Schema = Record<string, any>;

const escape = (text: unknown) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const refName = (ref: string) => ref.split('/').at(-1)!;
const link = (name: string) => `<a href="#schema-${escape(name)}">${escape(name)}</a>`;

/** A schema in a few words: `DataSource`, `array of Evidence`, `string or null`, `one of "a", "b"`. */
function typeOf(schema: Schema | undefined): string {
  if (!schema || !Object.keys(schema).length) return 'any JSON';
  if (schema.$ref) return link(refName(schema.$ref));
  if (schema.const !== undefined) return `<code>${escape(JSON.stringify(schema.const))}</code>`;
  if (schema.enum) return `one of ${schema.enum.map((v: unknown) => `<code>${escape(JSON.stringify(v))}</code>`).join(', ')}`;
  if (schema.oneOf) return schema.oneOf.map(typeOf).join(' or ');
  if (schema.allOf) return schema.allOf.map(typeOf).join(' and ');
  if (schema.type === 'array') return `array of ${typeOf(schema.items)}`;
  if (schema.type === 'object' && schema.additionalProperties) return `map of ${typeOf(schema.additionalProperties)}`;
  return escape(schema.type ?? 'any JSON');
}

function properties(schema: Schema): string {
  const props = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
  if (!props.length) return `<p>${typeOf(schema)}${schema.description ? ` — ${escape(schema.description)}` : ''}</p>`;
  const required = new Set<string>(schema.required ?? []);
  const rows = props.map(
    ([name, s]) => `<tr><td><code>${escape(name)}</code>${required.has(name) ? '' : ' <small>optional</small>'}</td><td>${typeOf(s)}</td><td>${escape(s.description ?? '')}</td></tr>`,
  );
  return `${schema.description ? `<p>${escape(schema.description)}</p>` : ''}<table><tr><th>property</th><th>type</th><th></th></tr>${rows.join('')}</table>`;
}

function content(c: Record<string, Schema> | undefined): string {
  if (!c) return '';
  return Object.entries(c)
    .map(([type, media]) => {
      const events = media['x-sse-events'] as Record<string, Schema> | undefined;
      const shown = events ? Object.entries(events).map(([name, s]) => `event <code>${escape(name)}</code>: ${typeOf(s)}`).join('; ') : typeOf(media.schema);
      return `<code>${escape(type)}</code> ${shown}`;
    })
    .join('<br>');
}

function operation(method: string, path: string, op: Schema): string {
  const params = (op.parameters ?? []) as Schema[];
  const responses = Object.entries(op.responses as Record<string, Schema>).map(
    ([status, r]) => `<tr><td>${escape(status)}</td><td>${r['x-error-codes'] ? r['x-error-codes'].map((c: string) => `<code>${escape(c)}</code>`).join(', ') : escape(r.description)}</td><td>${content(r.content)}</td></tr>`,
  );
  return `<section id="${escape(op.operationId)}">
<h3><span class="method">${escape(method.toUpperCase())}</span> <code>/api/v1${escape(path)}</code>${op.security?.length === 0 ? ' <small>no key needed</small>' : ''}</h3>
<p>${escape(op.summary)}</p>${op.description ? `<p>${escape(op.description)}</p>` : ''}
${params.length ? `<table><tr><th>parameter</th><th>in</th><th></th></tr>${params.map((p) => `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${escape(p.description ?? '')}</td></tr>`).join('')}</table>` : ''}
${op.requestBody ? `<p>Body: ${content(op.requestBody.content)}</p>` : ''}
<table><tr><th>status</th><th></th><th>body</th></tr>${responses.join('')}</table>
</section>`;
}

/** The reference page: every operation and schema of the document, server-rendered, no script and nothing fetched. */
export function renderReferencePage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods as Record<string, Schema>)) {
      const tag = op.tags[0] as string;
      byTag.set(tag, [...(byTag.get(tag) ?? []), operation(method, path, op)]);
    }
  }
  const schemaSections = Object.entries(doc.components.schemas).map(([name, s]) => `<section id="schema-${escape(name)}"><h3>${escape(name)}</h3>${properties(s as Schema)}</section>`);
  const webhooks = Object.entries(doc.webhooks).map(([name, w]) => `<li><code>${escape(name)}</code>: ${escape((w as Schema).post.description)} Body: ${link('WebhookMessage')}</li>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escape(doc.info.title)}: API reference</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2em auto;padding:0 1em;color:#222}code{font:13px ui-monospace,monospace}
table{border-collapse:collapse;margin:.5em 0;width:100%}td,th{border:1px solid #ddd;padding:.25em .5em;text-align:left;vertical-align:top}
.method{background:#234;color:#fff;padding:0 .4em;border-radius:3px;font-size:13px}section{border-top:1px solid #eee;margin-top:1em}small{color:#777}</style></head>
<body><h1>${escape(doc.info.title)}</h1><p>${escape(doc.info.description)}</p>
<p>The machine-readable document: <a href="openapi.json">/api/v1/openapi.json</a> (OpenAPI ${escape(doc.openapi)}).</p>
<nav><ul>${[...byTag.keys()].map((tag) => `<li><a href="#tag-${escape(tag)}">${escape(tag)}</a></li>`).join('')}<li><a href="#webhooks">Webhooks</a></li><li><a href="#schemas">Schemas</a></li></ul></nav>
${[...byTag].map(([tag, ops]) => `<h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${ops.join('\n')}`).join('\n')}
<h2 id="webhooks">Webhooks</h2><ul>${webhooks.join('')}</ul>
<h2 id="errors">Error codes</h2><table><tr><th>code</th><th>status</th></tr>${Object.entries(doc['x-error-statuses']).map(([code, status]) => `<tr><td><code>${escape(code)}</code></td><td>${status}</td></tr>`).join('')}</table>
<h2 id="schemas">Schemas</h2>${schemaSections.join('\n')}
</body></html>`;
}
