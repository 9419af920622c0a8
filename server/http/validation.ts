// What the API says about a request it cannot take: where the field is, and what is wrong with it.
import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

/** A Fastify instance whose routes are typed by their zod schemas: what a route group registers on. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface FieldIssue {
  /** Dotted path of the field ("address.city"), or "(body)" for the request body as a whole. */
  field: string;
  message: string;
}

/** Every issue of a failed schema validation, each naming its field. */
export const validationDetails = (error: FastifyError): FieldIssue[] =>
  (error.validation ?? []).map((issue) => ({
    field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '(body)',
    message: issue.message ?? 'is invalid',
  }));

/** "Invalid query parameter 'limit': limit must be between 1 and 100" → the field is always named. */
export function describeValidation(error: FastifyError): { message: string; details: FieldIssue[] } {
  const where =
    { querystring: 'query parameter', params: 'path parameter', body: 'field', headers: 'header' }[
      (error.validationContext as string) ?? 'body'
    ] ?? 'field';
  const details = validationDetails(error);
  const first = details[0];
  if (!first) return { message: 'The request is invalid', details };
  if (first.field === '(body)') return { message: first.message, details };
  const named = first.message.includes(first.field.split('.').pop()!);
  return { message: named ? first.message : `Invalid ${where} '${first.field}': ${first.message}`, details };
}

/**
 * Error handler of a plugin whose schemas word every message for people, naming the field ("Email is
 * required"): a failed validation answers with its first message as it stands. Anything else goes on
 * to the app's handler.
 */
export function answerWithFirstMessage(error: FastifyError): never {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = validationDetails(error);
    throw AppError.badRequest(details[0]?.message ?? 'The request is invalid', details);
  }
  throw error;
}

/** Deeper than any request the API defines; deeper JSON is refused before anything walks it. */
export const MAX_INPUT_DEPTH = 32;

/** What is wrong with a string the API cannot store or pass on, or undefined when it is fine. */
export type TextProblem = 'nul' | 'ill_formed';

/** The message that follows the field's name, one per problem. */
export const TEXT_PROBLEM_MESSAGE: Record<TextProblem, string> = {
  nul: 'must not contain NUL characters',
  ill_formed: 'must be well-formed Unicode text',
};

const textProblem = (value: string): TextProblem | undefined =>
  value.includes('\u0000') ? 'nul' : value.isWellFormed() ? undefined : 'ill_formed';

/**
 * Checks a request part before validation: the first string (or key) that holds a NUL character or a
 * lone UTF-16 surrogate (JSON's "\ud800") is reported with its dotted path, and nesting deeper than
 * MAX_INPUT_DEPTH as `tooDeep`. PostgreSQL text cannot hold NUL, and neither UTF-8 (the database, a
 * URL, an e-mail) nor `encodeURIComponent` can hold a lone surrogate, so such a value would otherwise
 * fail deep inside a query or a link. Iterative, so hostile nesting cannot exhaust the stack.
 */
export function inspectInput(
  root: unknown,
): { field: string; problem: TextProblem } | { tooDeep: true } | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return { field: path || '(value)', problem };
      continue;
    }
    if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_INPUT_DEPTH) return { tooDeep: true };
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    for (const [key, item] of entries.reverse()) {
      const child = path ? `${path}.${key}` : key;
      const problem = textProblem(key);
      if (problem) return { field: child, problem };
      stack.push({ value: item, path: child, depth: depth + 1 });
    }
  }
  return null;
}
