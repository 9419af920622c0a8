import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../lib/api.ts';
import {
  consultationFailureMessage,
  contactFailureMessage,
  createLeadsApi,
  fieldErrorsOf,
  toConsultationPayload,
} from './leads-api.ts';

describe('consultation payload', () => {
  const form = {
    fullName: '  Ananya Rao Sharma ',
    phone: '98480 22338',
    email: 'ananya@example.in ',
    date: '2026-11-23',
    time: '02:00 PM',
    details: '',
  };

  it('maps the form and the chosen service field by field', () => {
    expect(toConsultationPayload(form, { name: 'Single Room Design' })).toEqual({
      firstName: 'Ananya',
      lastName: 'Rao Sharma',
      email: 'ananya@example.in',
      phone: '98480 22338',
      projectType: 'Single Room Design',
      budget: 'To be discussed',
      timeline: 'Preferred: 2026-11-23 at 02:00 PM',
      description: 'No additional details provided',
    });
  });

  it('keeps the details when given and leaves lastName empty for a one-word name', () => {
    const payload = toConsultationPayload(
      { ...form, fullName: 'Madhuri', details: 'Pooja corner ' },
      { name: 'Design Consultation' },
    );
    expect(payload).toMatchObject({ firstName: 'Madhuri', lastName: '', description: 'Pooja corner' });
  });
});

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let server: Server;
let baseUrl: string;
let handler: Handler;

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += String(chunk)));
    req.on('end', () => handler(req, body, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const leads = () => createLeadsApi(createApiClient({ baseUrl, retry: 0 }));

describe('lead calls', () => {
  it('posts a consultation with its Idempotency-Key and returns data and message', async () => {
    let seen: { url?: string; key?: string; body?: unknown } = {};
    handler = (req, body, res) => {
      seen = { url: req.url, key: String(req.headers['idempotency-key']), body: JSON.parse(body) };
      json(res, 201, {
        success: true,
        message: 'Consultation request submitted successfully! Our team will contact you within 24 hours.',
        data: {
          id: 'c89431eb-f04d-4d93-a711-522d500e6e3d',
          reference: 'C89431EB',
          createdAt: '2026-11-22T02:08:04.716Z',
          service: { id: 'room_design', name: 'Single Room Design' },
          preferredDate: '2026-11-23',
          preferredTime: '02:00 PM',
        },
      });
    };
    const result = await leads().submitConsultation(
      {
        firstName: 'Ananya',
        lastName: '',
        email: 'a@example.in',
        phone: '9848022338',
        projectType: 'Single Room Design',
      },
      'key-1',
    );
    expect(seen).toMatchObject({ url: '/api/v1/contact/consultation', key: 'key-1' });
    expect(result.message).toMatch(/^Consultation request submitted successfully!/);
    expect(result.data.reference).toBe('C89431EB');
  });

  it('reads the chat link under data.data.url', async () => {
    handler = (req, body, res) => {
      expect(JSON.parse(body)).toEqual({ type: 'general', customerName: null });
      json(res, 200, { success: true, data: { data: { url: 'https://wa.me/919876543210?text=Hi' } } });
    };
    expect(await leads().getChatUrl({ type: 'general', customerName: null })).toBe(
      'https://wa.me/919876543210?text=Hi',
    );
  });

  it('shows the server’s message on failure, else the form’s own wording', async () => {
    handler = (_req, _body, res) =>
      json(res, 400, {
        success: false,
        error: 'Please enter a valid email address',
        code: 'bad_request',
        details: [{ field: 'email', message: 'Please enter a valid email address' }],
      });
    const failure = await leads()
      .submitContact({ firstName: 'V', lastName: 'M', email: 'x', subject: 'support', message: 'Hi' }, 'k')
      .catch((error: unknown) => error);
    expect(contactFailureMessage(failure)).toBe('Please enter a valid email address');
    expect(fieldErrorsOf(failure)).toEqual({ email: 'Please enter a valid email address' });

    handler = (_req, _body, res) => {
      res.writeHead(502);
      res.end('bad gateway');
    };
    const bare = await leads()
      .submitConsultation({ firstName: 'A', email: 'a@example.in', phone: '9848022338' }, 'k')
      .catch((error: unknown) => error);
    expect(consultationFailureMessage(bare)).toBe('Failed to submit consultation request');
    expect(contactFailureMessage(new TypeError('fetch failed'))).toBe('Failed to send message');
  });
});
