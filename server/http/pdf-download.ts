// A PDF the API hands over as a download: a GST document or a quote. Private to its reader, never stored.
import type { FastifyReply } from 'fastify';

export const sendPdf = (reply: FastifyReply, document: { fileName: string; pdf: Buffer }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${document.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(document.pdf);
