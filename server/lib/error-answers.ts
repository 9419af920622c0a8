// The error answers a route documents: each listed status answers with the one error body.
import { ErrorBodySchema } from '../../contract/catalogue.ts';

/** `{ [status]: ErrorBodySchema }` for each of `statuses`, for a route schema's `response`. */
export const errorAnswers = <const S extends readonly number[]>(...statuses: S) =>
  Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema])) as {
    [K in S[number]]: typeof ErrorBodySchema;
  };
