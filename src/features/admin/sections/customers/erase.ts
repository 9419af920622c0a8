// Erasing asks for the customer's e-mail address typed again (case and surrounding spaces aside).
export const eraseConfirmationMatches = (typed: string, expected: string): boolean =>
  typed.trim().toLowerCase() === expected.trim().toLowerCase() && typed.trim() !== '';
