// The words of "Notify me when it's back" (docs/notify-me.md), in one place for the markup, the scripts
// and the tests.
export const NOTIFY_COPY = {
  open: "Notify me when it's back",
  intro:
    'Leave your e-mail and we will write once, when it can be ordered again. We first send you a link to confirm your address.',
  label: 'Your e-mail',
  submit: 'Notify me',
  sending: 'Sending…',
  empty: 'Please enter your e-mail address.',
  invalid: 'Please enter a valid e-mail address, like name@example.com.',
  failed: 'We could not save your request. Please try again.',
} as const;
