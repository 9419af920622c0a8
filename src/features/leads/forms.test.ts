import { describe, expect, it } from 'vitest';
import {
  consultationFieldOf,
  contactFieldOf,
  EMPTY_CONSULTATION,
  EMPTY_CONTACT,
  firstInvalid,
  placeServerErrors,
  validateConsultation,
  validateContact,
} from './forms.ts';

describe('consultation form rules', () => {
  it('requires name, phone, email, date and time, not the details', () => {
    expect(validateConsultation(EMPTY_CONSULTATION)).toEqual({
      fullName: 'Name is required',
      phone: 'Phone number is required',
      email: 'Email is required',
      date: 'Date is required',
      time: 'Time is required',
    });
    expect(
      validateConsultation({
        fullName: 'Ananya Rao',
        phone: '98480 22338',
        email: 'a@example.in',
        date: '2026-11-23',
        time: '02:00 PM',
        details: '',
      }),
    ).toEqual({});
  });

  it('treats blank text as missing', () => {
    expect(validateConsultation({ ...EMPTY_CONSULTATION, fullName: '   ' }).fullName).toBe(
      'Name is required',
    );
  });

  it('places the API’s field errors on the form', () => {
    expect(
      placeServerErrors(
        {
          firstName: 'Name must be at most 100 characters',
          timeline: 'Time must be one of 09:00 AM, …',
          phone: 'Please enter a valid 10-digit Indian mobile number',
        },
        consultationFieldOf,
      ),
    ).toEqual({
      fullName: 'Name must be at most 100 characters',
      time: 'Time must be one of 09:00 AM, …',
      phone: 'Please enter a valid 10-digit Indian mobile number',
    });
    expect(consultationFieldOf('timeline', 'Date must be today or later')).toBe('date');
    expect(consultationFieldOf('timeline', 'That time has already passed today.')).toBe('time');
    expect(consultationFieldOf('preferredTime', 'This slot is fully booked')).toBe('time');
  });

  it('finds the first field to fix in form order', () => {
    expect(firstInvalid(['fullName', 'phone', 'email'] as const, { email: 'x', phone: 'y' })).toBe('phone');
    expect(firstInvalid(['fullName'] as const, {})).toBeUndefined();
  });
});

describe('contact form rules', () => {
  it('requires first name, last name, email, subject and message; phone is optional', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
    expect(
      validateContact({
        firstName: 'V',
        lastName: 'M',
        email: 'v@example.in',
        phone: '',
        subject: 'support',
        message: 'Hi',
      }),
    ).toEqual({});
  });

  it('maps API fields one to one', () => {
    expect(contactFieldOf('subject')).toBe('subject');
    expect(contactFieldOf('website')).toBeUndefined();
  });
});
