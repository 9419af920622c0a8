// A route scope whose calls take a CSV file as their body (text/csv, read as one string) up to a size
// limit, and say that limit in words when a file is larger. The back office's CSV imports (the catalogue,
// the delivery areas) each register one such scope, so the parser and the limit apply to them alone.
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { answerWithFirstMessage } from './validation.ts';

export function acceptCsvBody(scope: FastifyInstance, maxBytes: number, limitInWords: string): void {
  scope.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      throw new AppError('payload_too_large', `The file is too large: at most ${limitInWords}.`);
    return answerWithFirstMessage(error);
  });
  scope.addContentTypeParser(
    ['text/csv', 'application/csv'],
    { parseAs: 'string', bodyLimit: maxBytes },
    (_request, body, done) => done(null, body),
  );
}
