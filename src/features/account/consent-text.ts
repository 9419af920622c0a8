// The words of the profile's consent switch (decision 207): what the customer agrees to, and when and
// where they last changed it ("Agreed on 28 Nov 2026 from your profile"), the date as India reads it.
import type { ConsentSource, ConsentState } from '@contract/consents.ts';

export const CART_REMINDER_LABEL = 'Remind me by e-mail about items left in my cart';
export const CART_REMINDER_HINT =
  'One e-mail, a day after you leave items in your cart while signed in. Switch it off here or from the e-mail.';
export const NOT_AGREED = 'Not agreed';
export const CONSENT_LOAD_FAILED = 'Your reminder choice could not be loaded. Please reload the page.';
export const CONSENT_SAVE_FAILED = 'Your choice was not saved. Please try again.';

const SOURCE_TEXT: Record<ConsentSource, string> = {
  profile: 'from your profile',
  checkout: 'at checkout',
  unsubscribe_link: 'from the link in a reminder e-mail',
};

const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** "Agreed on 28 Nov 2026 from your profile", "Withdrawn on … from the link in a reminder e-mail". */
export function consentStatus(state: Pick<ConsentState, 'granted' | 'recorded_at' | 'source'>): string {
  if (!state.recorded_at || !state.source) return NOT_AGREED;
  const when = day.format(new Date(state.recorded_at));
  return `${state.granted ? 'Agreed' : 'Withdrawn'} on ${when} ${SOURCE_TEXT[state.source]}`;
}
