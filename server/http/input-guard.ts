import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

/** Tab, line feed and carriage return: allowed in multi-line fields only. */
const LINE_BREAKS: ReadonlySet<number> = new Set([0x09, 0x0a, 0x0d]);

/** A C0 control character or DEL: PostgreSQL refuses NUL outright, and none belongs in text input. */
function hasControlCharacter(text: string, allowLineBreaks = false): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 || code === 0x7f) && !(allowLineBreaks && LINE_BREAKS.has(code))) return true;
  }
  return false;
}

/** Half of a UTF-16 surrogate pair: JSON can spell one (`"\\ud800"`), and PostgreSQL refuses it in jsonb. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** JSON fields holding multi-line text (the contact message's `body`, playlist descriptions…). */
const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set(['body', 'message', 'description', 'summary', 'list']);
const SHOWABLE_NAME = /^[A-Za-z0-9_.-]{1,60}$/;

/**
 * Refuses malformed input with a 400 before any validation, rate-limit key or handler reads it:
 * control characters (NUL included) in the query, the path or any string of a JSON body, and, on
 * the API, a query parameter given more than once (handlers expect one value, not an array).
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const body = isJson(request) ? jsonProblem(request.body) : null;
    const problem = queryProblem(request) ?? paramsProblem(request.params) ?? body;
    if (problem) throw new HttpError(400, problem, linesOf(problem));
  });
}

const isJson = (request: FastifyRequest) => /\bjson\b/i.test(request.headers['content-type'] ?? '');
const named = (name: string, what: string) => (SHOWABLE_NAME.test(name) ? `${what} "${name}"` : what);
const controlMessage = (where: string) => `Invalid text in ${where}: control characters are not allowed.`;

/** Why `text`, read from `where`, is refused (a control character, a lone surrogate), or null. */
function textProblem(text: string, where: string, allowLineBreaks = false): string | null {
  if (hasControlCharacter(text, allowLineBreaks)) {
    const multiLine = allowLineBreaks && /[\r\n]/.test(text);
    return multiLine ? `${controlMessage(where)} ${atLines(text)}` : controlMessage(where);
  }
  if (LONE_SURROGATE.test(text)) return `Invalid text in ${where}: it is not valid Unicode.`;
  return null;
}

/**
 * The lines a multi-line field's refusal names, also as `lines: [2, 5]` in the answer: the shape a
 * refused list has everywhere (docs/http-api.md, `POST /track/bulk`).
 */
function linesOf(problem: string): { lines: number[] } | undefined {
  const named = /\((?:lines?) ([\d, ]+)\.\)$/.exec(problem)?.[1];
  return named ? { lines: named.split(', ').map(Number) } : undefined;
}

/** Which lines of a multi-line text hold a control character, as `(lines 2, 5).` (at most 20). */
function atLines(text: string): string {
  const lines = text.split(/\r\n|\r|\n/);
  const faulty = lines.flatMap((line, index) => (hasControlCharacter(line, true) ? [index + 1] : []));
  return `(${faulty.length === 1 ? 'line' : 'lines'} ${faulty.slice(0, 20).join(', ')}.)`;
}

/**
 * The guard's verdict on one text field of a form (multipart): the field's name, then its value,
 * with line breaks allowed in the same multi-line fields as in JSON.
 */
export function formFieldProblem(name: string, value: string): string | null {
  if (hasControlCharacter(name)) return controlMessage('a field name');
  return textProblem(value, named(name, 'the field'), MULTI_LINE_FIELDS.has(name));
}

function queryProblem(request: FastifyRequest): string | null {
  const isApi = request.url.startsWith('/api/');
  for (const [name, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    const where = named(name, 'the query parameter');
    if (hasControlCharacter(name)) return controlMessage('a query parameter name');
    if (Array.isArray(value) && isApi) return `Give ${where} only once.`;
    const values = Array.isArray(value) ? value : [value];
    if (values.some((text) => typeof text === 'string' && hasControlCharacter(text)))
      return controlMessage(where);
  }
  return null;
}

function paramsProblem(params: unknown): string | null {
  if (!params || typeof params !== 'object') return null;
  const values = Object.values(params as Record<string, unknown>);
  return values.some((text) => typeof text === 'string' && hasControlCharacter(text))
    ? controlMessage('the address')
    : null;
}

/**
 * The guard's verdict on a parsed JSON value: a body, or a form field named `root` holding JSON.
 * Walks it without recursion (a deeply nested body must not exhaust the stack).
 */
export function jsonProblem(body: unknown, root = ''): string | null {
  const pending: Array<{ value: unknown; path: string; field: string }> = [
    { value: body, path: root, field: root },
  ];
  while (pending.length > 0) {
    const { value, path, field } = pending.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(
        value,
        path ? named(path, 'the field') : 'the body',
        MULTI_LINE_FIELDS.has(field),
      );
      if (problem) return problem;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push({ value: item, path, field });
    } else if (value && typeof value === 'object') {
      for (const [name, inner] of Object.entries(value)) {
        if (hasControlCharacter(name)) return controlMessage('a field name');
        pending.push({ value: inner, path: path ? `${path}.${name}` : name, field: name });
      }
    }
  }
  return null;
}
