import { describe, expect, it } from 'vitest';
import { listSearchOf, parseListSearch } from '../../lib/list-state.ts';
import { eraseConfirmationMatches } from '../customers/erase.ts';
import { LEADS_LIST, replyMailto } from './leads-list.ts';

describe('leads', () => {
  it('keep their filters in the address and drop what the list does not know', () => {
    const state = parseListSearch(
      {
        kind: 'consultation',
        assignee: 'none',
        from: '2026-11-01',
        sort: 'preferred_date',
        order: 'asc',
        colour: 'red',
      },
      LEADS_LIST,
    );
    expect(listSearchOf(state)).toEqual({
      kind: 'consultation',
      assignee: 'none',
      from: '2026-11-01',
      sort: 'preferred_date',
      order: 'asc',
    });
  });

  it('are answered by a mailto link with a subject and greeting', () => {
    const link = replyMailto({
      email: 'meera+home@example.in',
      first_name: 'Meera',
      kind: 'contact',
      subject: 'project_inquiry',
    });
    expect(link.startsWith('mailto:meera%2Bhome%40example.in?subject=')).toBe(true);
    expect(decodeURIComponent(link)).toContain('Re: your message to Aangan Interiors (project inquiry)');
    expect(decodeURIComponent(link)).toContain('Namaste Meera,');
  });

  it('erasing a customer asks for their address typed again, case aside', () => {
    expect(eraseConfirmationMatches(' Meera@Example.in ', 'meera@example.in')).toBe(true);
    expect(eraseConfirmationMatches('', '')).toBe(false);
    expect(eraseConfirmationMatches('meera@example.com', 'meera@example.in')).toBe(false);
  });
});
