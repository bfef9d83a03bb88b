import type { FieldDefinition } from '../../domain/tool-runs.ts';

/**
 * The JSON Schema of the answer the model is asked for, in the two dialects the
 * model APIs take: OpenAI's strict json_schema (every key required, no extra keys,
 * null as a type) and Gemini's responseSchema (an OpenAPI 3.0 subset: upper-case
 * types, `nullable`, string enums with `format: enum`, `propertyOrdering`).
 * Fields are listed in the order asked, so a model that follows the schema writes
 * them one after the other, which is what lets them stream field by field.
 */
export type SchemaDialect = 'openai' | 'gemini';

type Shape = { kind: 'string' | 'number'; enum?: string[]; note?: string } | { kind: 'array'; items: { kind: 'string'; enum?: string[] } };

function shapeOf(field: FieldDefinition): Shape {
  switch (field.type) {
    case 'number':
    case 'currency':
    case 'percentage':
      return { kind: 'number' };
    case 'date':
      return { kind: 'string', note: 'YYYY-MM-DD' };
    case 'single_select':
      return { kind: 'string', enum: field.options ?? [] };
    case 'multi_select':
      return { kind: 'array', items: { kind: 'string', enum: field.options ?? [] } };
    default:
      return { kind: 'string' };
  }
}

export function answerSchema(fields: FieldDefinition[], dialect: SchemaDialect): Record<string, unknown> {
  const object = (properties: Record<string, unknown>) => {
    const keys = Object.keys(properties);
    return dialect === 'openai'
      ? { type: 'object', properties, required: keys, additionalProperties: false }
      : { type: 'OBJECT', properties, required: keys, propertyOrdering: keys };
  };
  const scalar = (kind: 'string' | 'number' | 'integer', nullable: boolean, extra: { enum?: string[]; note?: string } = {}) => {
    const described = extra.note ? { description: extra.note } : {};
    if (dialect === 'gemini') {
      return { type: kind.toUpperCase(), ...(nullable ? { nullable: true } : {}), ...(extra.enum ? { format: 'enum', enum: extra.enum } : {}), ...described };
    }
    return {
      type: nullable ? [kind, 'null'] : kind,
      ...(extra.enum ? { enum: nullable ? [...extra.enum, null] : extra.enum } : {}),
      ...described,
    };
  };
  const value = (shape: Shape) => {
    if (shape.kind !== 'array') return scalar(shape.kind, true, shape);
    const items = scalar('string', false, shape.items);
    return dialect === 'gemini' ? { type: 'ARRAY', items, nullable: true } : { type: ['array', 'null'], items };
  };
  const evidence = {
    ...(dialect === 'gemini' ? { type: 'ARRAY' } : { type: 'array' }),
    items: object({ data_source_id: scalar('string', false), page: scalar('integer', false), quote: scalar('string', false) }),
  };
  const perField = Object.fromEntries(fields.map((f) => [f.name, object({ value: value(shapeOf(f)), evidence })]));
  return object({ fields: object(perField) });
}
