// The leads list's filters and sort keys (the API's names), and the words of a lead.
import type { LeadKind } from '@contract/admin/rules.ts';
import type { ListConfigOf } from '../../lib/list-state.ts';

export const LEADS_LIST = {
  filters: ['kind', 'status', 'assignee', 'search', 'from', 'to'],
  sorts: ['created_at', 'preferred_date'],
} as const satisfies ListConfigOf<'/admin/leads'>;

export const KIND_LABELS: Record<LeadKind, string> = {
  consultation: 'Consultation',
  contact: 'Message',
  callback: 'Callback to order',
};

/** A reply by e-mail, in the member's own mail program, with the lead's subject. */
export function replyMailto(lead: {
  email: string;
  first_name: string;
  kind: LeadKind;
  subject: string | null;
}): string {
  const subject =
    lead.kind === 'consultation'
      ? 'Your design consultation with Aangan Interiors'
      : lead.kind === 'callback'
        ? 'Your order with Aangan Interiors'
        : `Re: your message to Aangan Interiors${lead.subject ? ` (${lead.subject.replace(/_/g, ' ')})` : ''}`;
  const body = `Namaste ${lead.first_name},\n\n`;
  return `mailto:${encodeURIComponent(lead.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
