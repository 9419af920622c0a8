// The consent record (docs/cart-and-reminders.md, decision 207): what a customer agreed to be sent, on
// which channel and for what, when and from where. Written once for e-mail's cart reminders, in the
// shape SMS and WhatsApp messages use next.
import { z } from './zod.ts';

export const CONSENT_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

export const CONSENT_PURPOSES = ['cart_reminders', 'offers'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** Where the customer gave or withdrew it. */
export const CONSENT_SOURCES = ['profile', 'checkout', 'unsubscribe_link'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** PUT /account/consents: one clear choice, made by the customer. */
export const ConsentWriteSchema = z.object({
  channel: z.enum(CONSENT_CHANNELS, { error: `channel must be one of ${CONSENT_CHANNELS.join(', ')}` }),
  purpose: z.enum(CONSENT_PURPOSES, { error: `purpose must be one of ${CONSENT_PURPOSES.join(', ')}` }),
  granted: z.boolean({ error: 'granted must be true or false' }),
});
export type ConsentWrite = z.infer<typeof ConsentWriteSchema>;

/** The current state of one (channel, purpose): not agreed until the customer agrees. */
export const ConsentStateSchema = z.object({
  channel: z.enum(CONSENT_CHANNELS),
  purpose: z.enum(CONSENT_PURPOSES),
  granted: z.boolean(),
  /** When and where it last changed; null when the customer was never asked. */
  recorded_at: z.string().nullable(),
  source: z.enum(CONSENT_SOURCES).nullable(),
});
export type ConsentState = z.infer<typeof ConsentStateSchema>;

export const ConsentsDataSchema = z.object({ consents: z.array(ConsentStateSchema) });
export type ConsentsData = z.infer<typeof ConsentsDataSchema>;

export const ConsentDataSchema = z.object({ consent: ConsentStateSchema });
export type ConsentData = z.infer<typeof ConsentDataSchema>;
