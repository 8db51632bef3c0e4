// Request-body preparation and validation messages, driven by each route's TypeBox schema so the
// rules live in one place (the schema) for validation, coercion, messages and the OpenAPI document.
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { daysInMonth } from '../astro/time.js';
import { invalidFields, type FieldIssue } from './errors.js';

export type JsonSchema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  'x-hint'?: string;
};

const NUMERIC = /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/;
/** A time-zone offset written as a clock, "+05:30" or "-3:45". */
const CLOCK_OFFSET = /^\s*([-+]?)(\d{1,2}):([0-5]\d)\s*$/;

/** Hours of a clock offset ("+05:30" is 5.5), or undefined when the text is not one. */
export function clockOffsetHours(text: string): number | undefined {
  const m = CLOCK_OFFSET.exec(text);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) + Number(m[3]) / 60) : undefined;
}

/**
 * Turns numeric strings into numbers where the schema wants a number (form bodies carry only
 * strings; some JSON clients quote numbers). Anything else is left for validation to reject.
 */
export function coerceToSchema(value: unknown, schema: JsonSchema | undefined): unknown {
  if (!schema) return value;
  if ((schema.type === 'number' || schema.type === 'integer') && typeof value === 'string' && NUMERIC.test(value)) return Number(value);
  // Offsets such as "+05:30", where a number field says it takes them (x-clock-offset).
  if (schema.type === 'number' && schema['x-clock-offset'] && typeof value === 'string') return clockOffsetHours(value) ?? value;
  // Form bodies carry booleans as text too.
  if (schema.type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  // Case-insensitive values (compass directions, room types) are matched after folding case.
  if (schema.type === 'string' && typeof value === 'string' && schema['x-case']) return schema['x-case'] === 'upper' ? value.trim().toUpperCase() : value.trim().toLowerCase();
  // A form body can carry a list or an object only as JSON text.
  if ((schema.type === 'array' || schema.type === 'object') && typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return value;
    }
  }
  if (schema.type === 'object' && schema.properties && value && typeof value === 'object' && !Array.isArray(value)) {
    const obj = value as Record<string, unknown>;
    const props = schema.properties;
    for (const key in props) if (key in obj) obj[key] = coerceToSchema(obj[key], props[key]);
    return obj;
  }
  if (schema.type === 'array' && Array.isArray(value)) return value.map((v) => coerceToSchema(v, schema.items));
  return value;
}

function range(s: JsonSchema): string {
  const min = s.minimum as number | undefined;
  const max = s.maximum as number | undefined;
  if (min !== undefined && max !== undefined) return ` from ${min} to ${max}`;
  if (min !== undefined) return ` of at least ${min}`;
  if (max !== undefined) return ` of at most ${max}`;
  return '';
}

function allowedValues(s: JsonSchema): unknown[] | undefined {
  if (s.enum) return s.enum;
  if (s.anyOf?.every((b) => 'const' in b)) return s.anyOf.map((b) => b.const);
  return undefined;
}

/** A sentence fragment saying what the schema accepts, e.g. "must be a number from -90 to 90". */
export function describeSchema(s: JsonSchema | undefined): string {
  if (!s) return 'is not allowed here';
  const hint = typeof s['x-hint'] === 'string' ? ` (${s['x-hint']})` : '';
  const values = allowedValues(s);
  if (values) return `must be one of: ${values.join(', ')}${hint}`;
  switch (s.type) {
    case 'integer': return `must be an integer${range(s)}${hint}`;
    case 'number': return `must be a number${range(s)}${hint}`;
    case 'string':
      if (s.pattern) return `must be a string of the form ${typeof s['x-hint'] === 'string' ? s['x-hint'] : s.pattern}`;
      return `${s.minLength ? 'must be a non-empty string' : 'must be a string'}${s.maxLength ? ` of at most ${s.maxLength} characters` : ''}${hint}`;
    case 'array': return `must be a list of ${s.minItems ?? 0} to ${s.maxItems ?? 'any number of'} items${hint}`;
    case 'object': return `must be an object${hint}`;
    default: return `is not valid${hint}`;
  }
}

function schemaAt(root: JsonSchema, segments: string[]): JsonSchema | undefined {
  let s: JsonSchema | undefined = root;
  for (const seg of segments) s = s?.type === 'array' ? s.items : s?.properties?.[seg];
  return s;
}

/** `/rooms/3/type` → `rooms[3].type` */
function fieldName(segments: string[]): string {
  return segments.reduce((acc, seg) => (/^\d+$/.test(seg) ? `${acc}[${seg}]` : acc ? `${acc}.${seg}` : seg), '');
}

/** One issue per bad field, in schema order, from Ajv's errors (run with allErrors). */
export function issuesFromAjv(errors: FastifySchemaValidationError[], root: JsonSchema): FieldIssue[] {
  const byField = new Map<string, FieldIssue>();
  for (const e of errors) {
    const segments = e.instancePath.split('/').filter(Boolean).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (e.keyword === 'required') {
      const missing = String((e.params as { missingProperty?: string }).missingProperty);
      const field = fieldName([...segments, missing]);
      byField.set(field, { field, message: 'is required' });
      continue;
    }
    const field = segments.length ? fieldName(segments) : 'body';
    if (byField.has(field)) continue;
    byField.set(field, { field, message: segments.length ? describeSchema(schemaAt(root, segments)) : 'must be a JSON object or a form' });
  }
  const order = Object.keys(root.properties ?? {});
  const rank = (f: string) => { const i = order.indexOf(f.split(/[.[]/)[0]!); return i < 0 ? order.length : i; };
  return [...byField.values()].sort((a, b) => rank(a.field) - rank(b.field));
}

/** A day that the month does not have (31 April, 29 February of a common year). */
export function calendarIssue(body: { day: number; month: number; year: number }, prefix = ''): FieldIssue | undefined {
  const last = daysInMonth(body.year, body.month);
  if (body.day <= last) return undefined;
  return { field: `${prefix}day`, message: `must be an integer from 1 to ${last} for month ${body.month} of ${body.year}` };
}

export function assertValidDates(...issues: (FieldIssue | undefined)[]): void {
  const found = issues.filter((i): i is FieldIssue => i !== undefined);
  if (found.length) throw invalidFields(found);
}

const DATE_PREFIXES = ['', 'm_', 'f_'];

/**
 * The check a body schema's calendar dates need beyond what JSON Schema can say (day ≤ the month's
 * length), run right after schema validation so handlers only ever see dates that exist: one per
 * set of day/month/year fields (`day`, or `m_day` and `f_day` for a couple); undefined when none.
 */
export function calendarCheck(schema: JsonSchema): ((body: unknown) => void) | undefined {
  const props = schema.properties ?? {};
  const prefixes = DATE_PREFIXES.filter((p) => `${p}day` in props && `${p}month` in props && `${p}year` in props);
  if (!prefixes.length) return undefined;
  return (body) => {
    const b = body as Record<string, number>;
    // A body whose date fields are optional (timezone_with_dst) may leave them out: its handler asks for them.
    const sent = prefixes.filter((p) => b[`${p}day`] !== undefined && b[`${p}month`] !== undefined && b[`${p}year`] !== undefined);
    assertValidDates(...sent.map((p) => calendarIssue({ day: b[`${p}day`]!, month: b[`${p}month`]!, year: b[`${p}year`]! }, p)));
  };
}
