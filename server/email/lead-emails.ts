// The e-mails a lead sends: one to the business with everything needed to call back, and a
// confirmation to the visitor. Each has a plain-text part and a simple HTML part in which every value
// a visitor typed is escaped, so a name like <script> arrives as text.
import { subjectLabel } from '../../contract/leads.ts';
import { formatPhone } from '../../contract/phone-format.ts';
import type { OutgoingEmail } from '../outbox/outbox.ts';
import { emailHtml, letterText, textRows, type Row } from './layout.ts';

export interface NotificationSettings {
  businessName: string;
  businessEmail: string;
  /** For the visitor to call or message, as displayed. */
  businessPhone: string;
}

export interface ConsultationLead {
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  serviceName: string;
  serviceDuration: string;
  /** YYYY-MM-DD. */
  date: string;
  /** As shown, e.g. "02:00 PM". */
  time: string;
  budget: string;
  details: string;
}

export interface ContactLead {
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
}

/** A request to be called back to order a cart: who, and the cart as the shop priced it. */
export interface CallbackLead {
  name: string;
  email: string;
  phone: string;
  cart: string;
}

const fullName = (lead: { firstName: string; lastName: string }) =>
  `${lead.firstName} ${lead.lastName}`.trim();

/** "Monday, 23 November 2026": dates read the Indian way. */
export function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The e-mail to the business about a lead: the details in rows, the visitor's own words in a block. */
function businessEmail(
  settings: NotificationSettings,
  visitorEmail: string,
  content: {
    subject: string;
    heading: string;
    intro: string[];
    rows: Row[];
    block: { title: string; text: string };
    outro: string[];
  },
): OutgoingEmail {
  const { subject, heading, intro, rows, block, outro } = content;
  return {
    to: settings.businessEmail,
    replyTo: visitorEmail,
    subject,
    text: [...intro, '', textRows(rows), '', `${block.title}:`, block.text, '', ...outro].join('\n'),
    html: emailHtml({
      heading,
      intro,
      rows,
      block,
      outro,
      footer: `Sent by the ${settings.businessName} website.`,
    }),
  };
}

export function consultationEmails(
  lead: ConsultationLead,
  settings: NotificationSettings,
): { business: OutgoingEmail; customer: OutgoingEmail } {
  const name = fullName(lead);
  const when = `${longDate(lead.date)} at ${lead.time}`;
  const rows: Row[] = [
    ['Reference', lead.reference],
    ['Service', `${lead.serviceName} (${lead.serviceDuration}, free)`],
    ['Preferred', `${when} (IST)`],
    ['Name', name],
    ['Phone', formatPhone(lead.phone)],
    ['Email', lead.email],
    ['Budget', lead.budget],
  ];
  const businessIntro = [
    `${name} has asked for a free ${lead.serviceName} consultation through the website.`,
  ];
  const businessOutro = [
    'The website promises a call back within 24 hours, so please ring them today to confirm the slot.',
    'Reply to this e-mail to write to them directly.',
  ];
  const business = businessEmail(settings, lead.email, {
    subject: `New consultation request: ${name}, ${lead.serviceName}, ${when}`,
    heading: 'New consultation request',
    intro: businessIntro,
    rows,
    block: { title: 'Project details', text: lead.details },
    outro: businessOutro,
  });

  const greeting = `Namaste ${lead.firstName},`;
  const customerIntro = [
    `Thank you for booking a free ${lead.serviceName} consultation with ${settings.businessName}. We have your request for ${when}.`,
    `One of our designers will call you on ${formatPhone(lead.phone)} within 24 hours to confirm the time and to learn a little about your home before you meet.`,
  ];
  const customerRows: Row[] = [
    ['Reference', lead.reference],
    ['Service', `${lead.serviceName} (${lead.serviceDuration})`],
    ['Preferred', when],
    ['Price', 'Free'],
  ];
  const customerOutro = [
    `If anything changes, simply reply to this e-mail or call us on ${settings.businessPhone}. If you need to cancel, please let us know at least 24 hours ahead.`,
    `Warm regards,\nThe ${settings.businessName} team`,
  ];
  const footer = `You are receiving this because a consultation was booked with this address on the ${settings.businessName} website. If that was not you, please ignore this e-mail.`;
  const customer: OutgoingEmail = {
    to: lead.email,
    replyTo: settings.businessEmail,
    subject: `Your consultation request with ${settings.businessName} (ref. ${lead.reference})`,
    text: letterText({
      greeting,
      intro: customerIntro,
      details: [textRows(customerRows)],
      outro: customerOutro,
      footer,
    }),
    html: emailHtml({
      heading: 'We have your consultation request',
      intro: [greeting, ...customerIntro],
      rows: customerRows,
      outro: customerOutro,
      footer,
    }),
  };
  return { business, customer };
}

export function contactEmails(
  lead: ContactLead,
  settings: NotificationSettings,
): { business: OutgoingEmail; customer: OutgoingEmail } {
  const name = fullName(lead);
  const topic = subjectLabel(lead.subject);
  const rows: Row[] = [
    ['Reference', lead.reference],
    ['Subject', topic],
    ['Name', name],
    ['Email', lead.email],
    ['Phone', lead.phone ? formatPhone(lead.phone) : 'Not given'],
  ];
  const businessIntro = [`${name} has sent a message through the website's contact form.`];
  const businessOutro = [
    'The website promises a reply within 24 hours. Reply to this e-mail to answer them directly.',
  ];
  const business = businessEmail(settings, lead.email, {
    subject: `New message (${topic}) from ${name}`,
    heading: `New message: ${topic}`,
    intro: businessIntro,
    rows,
    block: { title: 'Message', text: lead.message },
    outro: businessOutro,
  });

  const greeting = `Namaste ${lead.firstName},`;
  const customerIntro = [
    `Thank you for writing to ${settings.businessName}. Your message has reached our team, and we will get back to you within 24 hours.`,
  ];
  const customerOutro = [
    `If it is urgent, call us on ${settings.businessPhone}. Your reference is ${lead.reference}.`,
    `Warm regards,\nThe ${settings.businessName} team`,
  ];
  const footer = `You are receiving this because a message was sent with this address on the ${settings.businessName} website. If that was not you, please ignore this e-mail.`;
  const customer: OutgoingEmail = {
    to: lead.email,
    replyTo: settings.businessEmail,
    subject: `We have your message (ref. ${lead.reference})`,
    text: letterText({
      greeting,
      intro: customerIntro,
      details: [`Your message (${topic}):`, lead.message],
      outro: customerOutro,
      footer,
    }),
    html: emailHtml({
      heading: 'We have your message',
      intro: [greeting, ...customerIntro],
      block: { title: `Your message (${topic})`, text: lead.message },
      outro: customerOutro,
      footer,
    }),
  };
  return { business, customer };
}

export function callbackEmails(
  lead: CallbackLead & { reference: string; firstName: string },
  settings: NotificationSettings,
): { business: OutgoingEmail; customer: OutgoingEmail } {
  const rows: Row[] = [
    ['Reference', lead.reference],
    ['Name', lead.name],
    ['Phone', formatPhone(lead.phone)],
    ['Email', lead.email],
  ];
  const business = businessEmail(settings, lead.email, {
    subject: `Callback to order: ${lead.name}, ${formatPhone(lead.phone)}`,
    heading: 'Callback to order',
    intro: [`${lead.name} would like to order their cart by phone and asks to be called back.`],
    rows,
    block: { title: 'Their cart, at the shop’s prices', text: lead.cart },
    outro: [
      'The cart cannot be paid on the website as it stands (above the cash-on-delivery limit without online payment, or larger than one order may be). Please call them today.',
    ],
  });

  const greeting = `Namaste ${lead.firstName},`;
  const customerIntro = [
    `Thank you for your order request. We will call you on ${formatPhone(lead.phone)} within one working day to take your order and arrange payment and delivery.`,
  ];
  const customerOutro = [
    `If it is urgent, call us on ${settings.businessPhone}. Your reference is ${lead.reference}.`,
    `Warm regards,\nThe ${settings.businessName} team`,
  ];
  const footer = `You are receiving this because a callback was requested with this address on the ${settings.businessName} website. If that was not you, please ignore this e-mail.`;
  const customer: OutgoingEmail = {
    to: lead.email,
    replyTo: settings.businessEmail,
    subject: `We will call you about your order (ref. ${lead.reference})`,
    text: letterText({
      greeting,
      intro: customerIntro,
      details: ['Your cart:', lead.cart],
      outro: customerOutro,
      footer,
    }),
    html: emailHtml({
      heading: 'We will call you about your order',
      intro: [greeting, ...customerIntro],
      block: { title: 'Your cart', text: lead.cart },
      outro: customerOutro,
      footer,
    }),
  };
  return { business, customer };
}
