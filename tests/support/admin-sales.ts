// What the back office's sales tests share: leads sent through the public forms as a visitor would send
// them, and admin calls with a member's headers. Bodies are read loosely; tests parse them with the
// contract's schemas where the shape matters.
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { addDays, CONSULTATION_SLOTS, indiaToday } from '../../contract/leads.ts';

export interface Answer {
  status: number;
  headers: Record<string, unknown>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** An admin (or any) call under /api/v1. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
): Promise<Answer> {
  const response = await app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
  let body: unknown = response.body;
  try {
    body = response.json();
  } catch {
    // not JSON: kept as text
  }
  return { status: response.statusCode, headers: response.headers, body };
}

/** A random visitor's address, in lower case. */
export const visitorEmail = (name = 'visitor') =>
  `${name.toLowerCase()}.${randomBytes(5).toString('hex')}@example.in`;

/** A day `days` ahead in India, when every slot is still open. */
export const daysAhead = (days: number) => addDays(indiaToday(), days);

/**
 * Sends a consultation booking through the public form; returns the lead's id. Unless told, it asks for
 * a random slot weeks ahead, so that bookings of different tests never fill a slot.
 */
export async function sendConsultation(
  app: FastifyInstance,
  fields: {
    firstName?: string;
    lastName?: string;
    email?: string;
    phone?: string;
    date?: string;
    time?: string;
    description?: string;
    budget?: string;
    rooms?: string[];
  } = {},
): Promise<string> {
  const response = await call(
    app,
    'POST',
    '/contact/consultation',
    {},
    {
      firstName: fields.firstName ?? 'Ananya',
      lastName: fields.lastName ?? 'Rao',
      email: fields.email ?? visitorEmail('ananya'),
      phone: fields.phone ?? '+91 98480 22338',
      projectType: 'Single Room Design',
      budget: fields.budget ?? 'To be discussed',
      ...(fields.rooms ? { rooms: fields.rooms } : {}),
      timeline: `Preferred: ${fields.date ?? daysAhead(40 + randomInt(130))} at ${fields.time ?? CONSULTATION_SLOTS[randomInt(CONSULTATION_SLOTS.length)]!.label}`,
      description:
        fields.description ?? `A calm bedroom with a reading corner (${randomBytes(4).toString('hex')}).`,
    },
  );
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`consultation answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.data.id as string;
}

/** Sends a contact message through the public form; returns the lead's id. */
export async function sendContact(
  app: FastifyInstance,
  fields: { firstName?: string; lastName?: string; email?: string; phone?: string; message?: string } = {},
): Promise<string> {
  const response = await call(
    app,
    'POST',
    '/contact/submit',
    {},
    {
      firstName: fields.firstName ?? 'Vikram',
      lastName: fields.lastName ?? 'Menon',
      email: fields.email ?? visitorEmail('vikram'),
      phone: fields.phone ?? '',
      subject: 'project_inquiry',
      message: fields.message ?? `Do you design modular kitchens? (${randomBytes(4).toString('hex')})`,
    },
  );
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`contact answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.data.id as string;
}
