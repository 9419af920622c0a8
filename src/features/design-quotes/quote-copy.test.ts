import { describe, expect, it } from 'vitest';
import { approveStatement, versionLine } from './quote-copy.ts';

describe("the quote page's words", () => {
  it('name the version, its total and the lock before an approval', () => {
    expect(approveStatement(2, '₹2,12,400.00')).toBe(
      'You are approving version 2 of this quote, for a total of ₹2,12,400.00. Approving locks this ' +
        'version: any later change comes to you as a new version to approve.',
    );
  });

  it('say when a version was sent, when it was', () => {
    expect(versionLine(2, '28 November 2026')).toBe('Version 2 · Sent on 28 November 2026');
    expect(versionLine(1, null)).toBe('Version 1');
  });
});
