// An amount in words as an Indian invoice writes it, in Indian numbering: 120000 rupees is
// "One Lakh Twenty Thousand Rupees"; 12,34,56,789.50 is "Twelve Crore Thirty Four Lakh Fifty Six
// Thousand Seven Hundred Eighty Nine Rupees and Fifty Paise".

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1–99. */
const belowHundred = (n: number): string =>
  n < 20 ? ONES[n]! : `${TENS[Math.floor(n / 10)]}${n % 10 ? ` ${ONES[n % 10]}` : ''}`;

/** 1–999. */
const belowThousand = (n: number): string => {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
};

/** A whole number in Indian words: crore, lakh, thousand, hundred. Zero is "Zero". */
export function indianNumberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error('a whole, non-negative number');
  if (value === 0) return 'Zero';
  const crore = Math.floor(value / 10_000_000);
  const lakh = Math.floor((value % 10_000_000) / 100_000);
  const thousand = Math.floor((value % 100_000) / 1000);
  const rest = value % 1000;
  return [
    crore ? `${indianNumberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** An amount in paise as words: "… Rupees", with "and … Paise" when there are paise. */
export function amountInWords(totalPaise: number): string {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) throw new Error('whole, non-negative paise');
  const rupees = Math.floor(totalPaise / 100);
  const paise = totalPaise % 100;
  const rupeeWords = `${indianNumberInWords(rupees)} ${rupees === 1 ? 'Rupee' : 'Rupees'}`;
  if (paise === 0) return rupeeWords;
  return `${rupeeWords} and ${indianNumberInWords(paise)} ${paise === 1 ? 'Paisa' : 'Paise'}`;
}
