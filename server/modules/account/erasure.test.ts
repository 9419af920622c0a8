import { describe, expect, it } from 'vitest';
import { personPatterns, redact } from './erasure.ts';

const person = personPatterns({
  names: ['Ananya Rao', 'Ananya', 'Rao', 'A', null],
  emails: ['ananya.rao@example.in'],
  phones: ['+919848022338', undefined],
  addressLines: ['Flat 302, Lotus Residency', ''],
});

describe('taking a person out of free text', () => {
  it('takes out their e-mail whole, their phone however it is spaced, their full name and its parts', () => {
    expect(
      redact(
        'Ananya  Rao (ANANYA.RAO@example.in, +91 98480-22338) wants Rao’s old desk; ring 9848022338.',
        person,
      ),
    ).toBe('[erased] ([erased], +91 [erased]) wants [erased]’s old desk; ring [erased].');
  });

  it('takes out address lines, and leaves words that merely contain a name', () => {
    expect(redact('Deliver to flat 302, lotus residency after six. Raoul and Ramp stay.', person)).toBe(
      'Deliver to [erased] after six. Raoul and Ramp stay.',
    );
  });

  it('leaves a text without them as it was, and takes nothing for an initial', () => {
    expect(redact('A calm bedroom with a reading corner.', person)).toBe(
      'A calm bedroom with a reading corner.',
    );
  });

  it('reads a name with the characters of a pattern literally', () => {
    const odd = personPatterns({ names: ['D’Souza (Jr.)'], emails: [], phones: [], addressLines: [] });
    expect(redact('Ask D’Souza (Jr.) or DXSouza (JrX)', odd)).toBe('Ask [erased] or DXSouza (JrX)');
  });
});
