import { describe, expect, it } from 'vitest';
import { describeError } from './worker.ts';

describe('describeError', () => {
  it('keeps the code and the reason of a refusal, without the recipient’s address', () => {
    const refusal = Object.assign(new Error('Message failed'), {
      responseCode: 550,
      response: '550 5.1.1 <priya.sharma@example.in>: Recipient address rejected: User unknown',
    });
    const reason = describeError(refusal);
    expect(reason).toBe('SMTP 550: 550 5.1.1 <<address>>: Recipient address rejected: User unknown');
    expect(reason).not.toContain('priya');
    expect(describeError(new Error('connect ECONNREFUSED 127.0.0.1:25'))).toBe(
      'connect ECONNREFUSED 127.0.0.1:25',
    );
  });
});
