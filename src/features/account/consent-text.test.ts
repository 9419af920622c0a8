import { describe, expect, it } from 'vitest';
import { consentStatus, NOT_AGREED } from './consent-text.ts';

describe('the consent switch says when and where it last changed', () => {
  it('reads as not agreed when never asked', () => {
    expect(consentStatus({ granted: false, recorded_at: null, source: null })).toBe(NOT_AGREED);
  });

  it('names the day in India and the source', () => {
    expect(consentStatus({ granted: true, recorded_at: '2026-11-28T10:00:00Z', source: 'profile' })).toBe(
      'Agreed on 28 Nov 2026 from your profile',
    );
    // 20:00 UTC is already the next day in India.
    expect(
      consentStatus({ granted: false, recorded_at: '2026-11-28T20:00:00Z', source: 'unsubscribe_link' }),
    ).toBe('Withdrawn on 29 Nov 2026 from the link in a reminder e-mail');
  });
});
