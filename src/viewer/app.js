'use strict';
/*
 * The run viewer's one script: it reads the REST API (/api/v1) with the browser's Basic
 * credentials and draws the view the address names. Everything from the API is put in
 * the page as text (textContent), never as markup.
 */

const API = '/api/v1';
/** Formats whose pages have an image to draw evidence boxes on (GET .../pages/{n}/image; the server's rule: hasPageImages). */
const IMAGED = new Set(['pdf', 'png', 'jpeg']);
/** A run's evidence may point at many pages; the first this many are shown. */
const MAX_PAGES = 40;

const main = document.getElementById('main');
const trail = document.getElementById('trail');

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') node.className = value;
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value);
  }
  for (const child of children.flat()) if (child !== null && child !== undefined) node.append(child instanceof Node ? child : String(child));
  return node;
}

class ApiError extends Error {
  constructor(status, body) {
    super(body && body.error ? body.error : `the API answered ${status}`);
    this.status = status;
  }
}

async function api(path) {
  // No Authorization header of ours: the browser answers the 401 with the key it asked for, and keeps it.
  const res = await fetch(API + path, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, body);
  return body;
}

const when = (seconds) => (seconds ? new Date(seconds * 1000).toLocaleString() : '');
const link = (href, text) => el('a', { href }, text);
const enc = encodeURIComponent;

function show(title, crumbs, ...content) {
  document.title = `${title} · Knowledge engine runs`;
  trail.replaceChildren(...crumbs.map(([href, text]) => (href ? link(href, text) : el('span', {}, text))));
  main.replaceChildren(el('h1', {}, title), ...content);
}

function table(headings, rows, empty) {
  if (rows.length === 0) return el('p', { class: 'note' }, empty);
  return el('table', {}, el('thead', {}, el('tr', {}, headings.map((h) => el('th', {}, h)))), el('tbody', {}, rows.map((cells) => el('tr', {}, cells.map((c) => el('td', {}, c))))));
}

async function enginesView() {
  const engines = await api('/knowledge-engines?limit=100');
  show('Knowledge engines', [], table(
    ['name', 'status', 'data sources', 'created'],
    engines.data.map((e) => [link(`/app/engines/${enc(e.id)}`, e.name), e.status, e.data_source_count, when(e.created_at)]),
    'No knowledge engines yet.',
  ));
}

async function engineView(id) {
  const [engine, sources, runs] = await Promise.all([
    api(`/knowledge-engines/${enc(id)}`),
    api(`/knowledge-engines/${enc(id)}/data-sources?limit=100`),
    api(`/tool-runs?knowledge_engine_id=${enc(id)}&limit=100`),
  ]);
  show(engine.name, [[null, engine.name]],
    engine.description ? el('p', {}, engine.description) : null,
    el('h2', {}, 'Runs'),
    table(['run', 'status', 'fields', 'model', 'created'],
      runs.data.map((r) => [link(`/app/runs/${enc(r.id)}`, r.id), r.status, r.tool.fields.map((f) => f.field_name).join(', '), r.tool.model, when(r.created_at)]),
      'No runs yet.'),
    el('h2', {}, 'Data sources'),
    table(['name', 'format', 'pages', 'status', 'added'],
      sources.data.map((d) => [link(`/app/data-sources/${enc(d.id)}`, d.name), d.format, d.page_count, d.status, when(d.created_at)]),
      'No data sources yet.'));
}

async function dataSourceView(id) {
  const ds = await api(`/data-sources/${enc(id)}`);
  const last = Math.min(ds.page_count, MAX_PAGES);
  const content = last > 0 ? await api(`/data-sources/${enc(ds.id)}/content?page_range=1-${last}`) : { pages: [] };
  const engine = await api(`/knowledge-engines/${enc(ds.knowledge_engine_id)}`);
  show(ds.name, [[`/app/engines/${enc(engine.id)}`, engine.name], [null, ds.name]],
    el('p', { class: 'note' }, `${ds.format}, ${ds.page_count} page${ds.page_count === 1 ? '' : 's'}, ${ds.status}${ds.page_count > last ? `; the first ${last} pages shown` : ''}`),
    content.pages.map((p) => pageView(ds, p, [])));
}

/**
 * A page: its image with a box for each evidence span that has one (boxes are fractions
 * of the page, so they are placed in percent), beside its text with the spans marked.
 */
function pageView(ds, page, spans) {
  const text = el('pre', { class: 'text' }, markedText(page.text, spans));
  const parts = [];
  if (IMAGED.has(ds.format)) {
    const sheet = el('div', { class: 'sheet' }, el('img', { src: `${API}/data-sources/${enc(ds.id)}/pages/${page.page}/image`, alt: `page ${page.page} of ${ds.name}` }));
    for (const span of spans) {
      if (!span.bbox) continue;
      const [x0, y0, x1, y1] = span.bbox;
      const box = el('div', { class: 'box', title: span.field, 'data-field': span.field, onclick: () => select(span.field) });
      Object.assign(box.style, { left: `${x0 * 100}%`, top: `${y0 * 100}%`, width: `${(x1 - x0) * 100}%`, height: `${(y1 - y0) * 100}%` });
      sheet.append(box);
    }
    parts.push(sheet);
  }
  parts.push(text);
  return el('section', { class: 'page', 'data-source': ds.id, 'data-page': page.page },
    el('h3', {}, `${ds.name} · page ${page.page}`),
    el('div', { class: parts.length > 1 ? 'body' : 'body text-only' }, parts));
}

/** The text cut at every span's ends; each piece inside spans is a <mark> naming their fields. */
function markedText(text, spans) {
  const cuts = new Set([0, text.length]);
  for (const s of spans) cuts.add(Math.max(0, Math.min(text.length, s.start))).add(Math.max(0, Math.min(text.length, s.end)));
  const points = [...cuts].sort((a, b) => a - b);
  const pieces = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const [from, to] = [points[i], points[i + 1]];
    const covering = spans.filter((s) => s.start <= from && s.end >= to);
    const piece = text.slice(from, to);
    if (covering.length === 0) pieces.push(piece);
    else {
      const fields = [...new Set(covering.map((s) => s.field))];
      pieces.push(el('mark', { 'data-fields': fields.join(' '), title: fields.join(', '), onclick: () => select(fields[0]) }, piece));
    }
  }
  return pieces;
}

function fieldCard(name, field) {
  const confidence = typeof field.confidence === 'number' ? field.confidence : null;
  const missing = field.value === null || field.value === undefined;
  const value = missing ? 'not found' : typeof field.value === 'string' ? field.value : JSON.stringify(field.value, null, 1);
  // Set through the style object: the page's CSP allows no inline style attributes.
  const filled = el('span');
  filled.style.width = `${Math.round((confidence ?? 0) * 100)}%`;
  return el('button', { type: 'button', class: 'field', 'data-field': name, onclick: () => select(name, true) },
    el('div', {}, el('span', { class: 'name' }, name), el('span', { class: 'type' }, field.type)),
    el('div', { class: missing ? 'value missing' : 'value' }, value),
    el('div', { class: 'confidence' },
      el('span', {}, 'confidence'),
      el('span', { class: 'bar', role: 'meter', 'aria-valuemin': 0, 'aria-valuemax': 1, 'aria-valuenow': confidence ?? 0, 'aria-label': `confidence of ${name}` },
        filled),
      el('span', {}, confidence === null ? 'hidden' : confidence.toFixed(2)),
      el('span', {}, `${field.evidence.length} evidence`)));
}

/** Marks a field's card, text spans and boxes as the active ones; with `scroll`, brings its first evidence into view. */
function select(name, scroll) {
  for (const node of document.querySelectorAll('.active')) node.classList.remove('active');
  const card = [...document.querySelectorAll('.field')].find((n) => n.dataset.field === name);
  card?.classList.add('active');
  const marks = [...document.querySelectorAll('mark')].filter((m) => m.dataset.fields.split(' ').includes(name));
  const boxes = [...document.querySelectorAll('.box')].filter((b) => b.dataset.field === name);
  for (const node of [...marks, ...boxes]) node.classList.add('active');
  if (scroll && marks.length > 0) marks[0].scrollIntoView({ block: 'center' });
}

async function runView(id) {
  const run = await api(`/tool-runs/${enc(id)}`);
  const engine = await api(`/knowledge-engines/${enc(run.knowledge_engine_id)}`);
  const crumbs = [[`/app/engines/${enc(engine.id)}`, engine.name], [null, run.id]];
  const fields = Object.entries(run.result ? run.result.extracted_fields : {});
  const about = el('p', { class: 'note' }, `${run.status}${run.error ? `: ${run.error}` : ''} · ${run.tool.model} · created ${when(run.created_at)}`);
  if (fields.length === 0) return show(`Run ${run.id}`, crumbs, about, el('p', { class: 'note' }, 'This run has no answers yet.'));

  // The pages evidence points at, by data source, with each page's spans.
  const spansBy = new Map();
  for (const [name, field] of fields) {
    for (const e of field.evidence) {
      const key = `${e.data_source_id} ${e.page}`;
      if (!spansBy.has(key)) spansBy.set(key, []);
      spansBy.get(key).push({ field: name, start: e.start, end: e.end, bbox: e.bbox });
    }
  }
  const wanted = new Map();
  for (const key of [...spansBy.keys()].slice(0, MAX_PAGES)) {
    const [source, page] = key.split(' ');
    if (!wanted.has(source)) wanted.set(source, []);
    wanted.get(source).push(Number(page));
  }
  const pages = [];
  for (const [source, numbers] of wanted) {
    numbers.sort((a, b) => a - b);
    const [ds, content] = await Promise.all([
      api(`/data-sources/${enc(source)}`),
      api(`/data-sources/${enc(source)}/content?page_range=${numbers[0]}-${numbers[numbers.length - 1]}`),
    ]);
    for (const page of content.pages) if (numbers.includes(page.page)) pages.push(pageView(ds, page, spansBy.get(`${source} ${page.page}`)));
  }
  show(`Run ${run.id}`, crumbs, about,
    el('div', { class: 'run' },
      el('aside', { class: 'fields' }, fields.map(([name, field]) => fieldCard(name, field))),
      el('div', { class: 'pages' }, pages.length > 0 ? pages : el('p', { class: 'note' }, 'No evidence to show.'))));
}

async function route() {
  const path = location.pathname.replace(/\/+$/, '');
  const match = path.match(/^\/app\/(engines|data-sources|runs)\/([^/]+)$/);
  try {
    if (!match) return await enginesView();
    const id = decodeURIComponent(match[2]);
    if (match[1] === 'engines') return await engineView(id);
    if (match[1] === 'data-sources') return await dataSourceView(id);
    return await runView(id);
  } catch (error) {
    const hint = error.status === 401 ? ' Reload the page and enter the API key as the user name, with an empty password.' : '';
    main.replaceChildren(el('p', { class: 'error', role: 'alert' }, `${error.message}.${hint}`));
  }
}

route();
