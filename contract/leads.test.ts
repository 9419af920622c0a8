import { describe, expect, it } from 'vitest';
import {
  budgetRange,
  buildChatMessage,
  buildCustomChatMessage,
  CHAT_FALLBACK_TEXT,
  chatUrl,
  CONSULTATION_SLOTS,
  ContactRequestSchema,
  ConsultationRequestSchema,
  findService,
  formatIndianPhone,
  formatTimeline,
  indiaToday,
  isSlotPast,
  leadReference,
  normalizeIndianPhone,
  parseDate,
  parseTime,
  splitFullName,
  splitTimeline,
} from './leads.ts';

describe('India time', () => {
  it('gives the date in India, which is ahead of UTC by 5:30', () => {
    expect(indiaToday(new Date('2026-11-22T18:29:59Z'))).toBe('2026-11-22');
    expect(indiaToday(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
  });

  it('closes a slot once it has started in India', () => {
    expect(isSlotPast('2026-11-23', '09:00', new Date('2026-11-23T03:29:00Z'))).toBe(false);
    expect(isSlotPast('2026-11-23', '09:00', new Date('2026-11-23T03:30:00Z'))).toBe(true);
    expect(isSlotPast('2026-11-24', '09:00', new Date('2026-11-23T12:00:00Z'))).toBe(false);
  });

  it('has the eight consultation slots, with no 01:00 PM', () => {
    expect(CONSULTATION_SLOTS.map((slot) => slot.label)).toEqual([
      '09:00 AM',
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
      '02:00 PM',
      '03:00 PM',
      '04:00 PM',
      '05:00 PM',
    ]);
  });
});

describe('parsing the timeline', () => {
  it('round-trips the "Preferred: {date} at {time}" format', () => {
    const timeline = formatTimeline('2026-11-23', '02:00 PM');
    expect(timeline).toBe('Preferred: 2026-11-23 at 02:00 PM');
    expect(splitTimeline(timeline)).toEqual({ date: '2026-11-23', time: '02:00 PM' });
    expect(splitTimeline('Within three months')).toBeNull();
  });

  it.each([
    ['2026-11-23', '2026-11-23'],
    ['23 November 2026', '2026-11-23'],
    ['23 Nov 2026', '2026-11-23'],
    ['1st Sept 2026', '2026-09-01'],
    ['2026-02-29', null],
    ['2028-02-29', '2028-02-29'],
    ['31 June 2026', null],
    ['tomorrow', null],
  ])('reads the date %s as %s', (text, expected) => {
    expect(parseDate(text)).toBe(expected);
  });

  it.each([
    ['09:00 AM', '09:00'],
    ['9:00 am', '09:00'],
    ['9 AM', '09:00'],
    ['12:00 PM', '12:00'],
    ['12:00 AM', '00:00'],
    ['02:00 PM', '14:00'],
    ['14:00', '14:00'],
    ['13:00 PM', null],
    ['noon', null],
  ])('reads the time %s as %s', (text, expected) => {
    expect(parseTime(text)).toBe(expected);
  });
});

describe('people', () => {
  it('splits a full name into the first word and the rest', () => {
    expect(splitFullName('  Ananya   Rao Sharma ')).toEqual({ firstName: 'Ananya', lastName: 'Rao Sharma' });
    expect(splitFullName('Madhuri')).toEqual({ firstName: 'Madhuri', lastName: '' });
  });

  it.each([
    ['9876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['91-98765-43210', '+919876543210'],
    ['098765 43210', '+919876543210'],
    ['5876543210', null],
    ['987654321', null],
    ['+1 415 555 0100', null],
  ])('reads the phone %s as %s', (text, expected) => {
    expect(normalizeIndianPhone(text)).toBe(expected);
  });

  it('writes phone numbers the Indian way', () => {
    expect(formatIndianPhone('+919848022338')).toBe('+91 98480 22338');
    expect(formatIndianPhone('not a phone')).toBe('not a phone');
  });

  it('finds services by id or name', () => {
    expect(findService('room_design')?.name).toBe('Single Room Design');
    expect(findService('single room design')?.id).toBe('room_design');
    expect(findService('garden')).toBeUndefined();
  });

  it('shortens ids into references', () => {
    expect(leadReference('c89431eb-f04d-4d93-a711-522d500e6e3d')).toBe('C89431EB');
  });
});

describe('request schemas', () => {
  it('reports the field messages in form order', () => {
    const result = ConsultationRequestSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([
      'Name is required',
      'Phone number is required',
      'Email is required',
    ]);
    const contact = ContactRequestSchema.safeParse({ phone: '' });
    expect(contact.error!.issues.map((issue) => issue.message)).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]);
  });
});

describe('chat messages', () => {
  it('uses the fixed text for an anonymous general chat', () => {
    expect(buildChatMessage({})).toBe(CHAT_FALLBACK_TEXT);
    expect(buildChatMessage({ type: 'general', customerName: null })).toBe(
      "Hi! I'm interested in your interior design services.",
    );
  });

  it('introduces a signed-in customer', () => {
    expect(buildChatMessage({ type: 'general', customerName: 'Meera Iyer' })).toBe(
      "Hi! I'm Meera Iyer, and I'm interested in your interior design services.",
    );
  });

  it('names the product with its price and link', () => {
    expect(
      buildChatMessage({
        type: 'product',
        product: {
          name: 'Jaali Teak Sofa',
          price: 125000,
          url: 'https://shop.example.in/products/jaali-teak-sofa',
        },
      }),
    ).toBe(
      "Hi! I'm interested in Jaali Teak Sofa. Could you tell me more about it?\nListed price: ₹1,25,000\nhttps://shop.example.in/products/jaali-teak-sofa",
    );
  });

  it('asks for a consultation with the project details', () => {
    expect(
      buildChatMessage({ type: 'consultation', customerName: 'Arjun', projectDetails: '2BHK in Kondapur' }),
    ).toBe(
      "Hi! I'm Arjun. I'd like to book a free design consultation.\n\nProject details: 2BHK in Kondapur",
    );
  });

  it('signs a custom message', () => {
    expect(buildCustomChatMessage('Is the studio open on Sunday?', 'Arjun')).toBe(
      "Hi! I'm Arjun. Is the studio open on Sunday?",
    );
    expect(buildCustomChatMessage('', null)).toBe(CHAT_FALLBACK_TEXT);
  });

  it('builds a wa.me link with the digits of the number and the encoded text', () => {
    expect(chatUrl('+91 98765 43210', "Hi! I'm interested & keen")).toBe(
      "https://wa.me/919876543210?text=Hi!%20I'm%20interested%20%26%20keen",
    );
  });
});

describe('a budget stated in words', () => {
  it('reads ranges, caps and single amounts in lakh, crore and rupees', () => {
    expect(budgetRange('₹5–10 lakh')).toEqual({ min: 500_000, max: 1_000_000 });
    expect(budgetRange('5 lakh to 10 lakh')).toEqual({ min: 500_000, max: 1_000_000 });
    expect(budgetRange('₹3,00,000 - ₹6,00,000')).toEqual({ min: 300_000, max: 600_000 });
    expect(budgetRange('under 8 lakh')).toEqual({ min: null, max: 800_000 });
    expect(budgetRange('Above 1 crore')).toEqual({ min: 10_000_000, max: null });
    expect(budgetRange('about 12.5 L')).toEqual({ min: 1_250_000, max: 1_250_000 });
    expect(budgetRange('20L-15L')).toEqual({ min: 1_500_000, max: 2_000_000 });
  });

  it('reads nothing from words without an amount', () => {
    expect(budgetRange('To be discussed')).toBeNull();
    expect(budgetRange('')).toBeNull();
    expect(budgetRange(null)).toBeNull();
  });
});
