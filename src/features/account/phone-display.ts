// How the profile shows a stored phone number (E.164): Indian mobile numbers as "+91 98765 43210" at once;
// any other number in its country's international format, which needs the numbering plans of every
// country (about 29 kB gzipped), loaded only when such a number is there to show.
import { useEffect, useState } from 'react';

const INDIAN_MOBILE = /^\+91([6-9]\d{4})(\d{5})$/;

/** "+91 98765 43210" for an Indian mobile number; null for anything else. */
export function indianPhoneDisplay(phone: string): string | null {
  const match = INDIAN_MOBILE.exec(phone);
  return match ? `+91 ${match[1]} ${match[2]}` : null;
}

/** The phone as people write it; the stored text until the international format has loaded. */
export function useShownPhone(phone: string | null | undefined): string {
  const stored = phone ?? '';
  const indian = indianPhoneDisplay(stored);
  const [international, setInternational] = useState<{ phone: string; shown: string } | null>(null);
  useEffect(() => {
    if (!stored || indian) return;
    let current = true;
    void import('@contract/phone-format.ts').then(({ formatPhone }) => {
      if (current) setInternational({ phone: stored, shown: formatPhone(stored) });
    });
    return () => {
      current = false;
    };
  }, [stored, indian]);
  if (indian) return indian;
  return international?.phone === stored ? international.shown : stored;
}
