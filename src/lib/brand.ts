// The business's identity, in one place. Every name, number and address the site shows comes from
// here; a business deploying the site overrides these with PUBLIC_BRAND_* variables (see .env.example).
import { env } from './env.ts';

// DEMO VALUES: a fictional business so a fresh install looks like a real shop. The phone number is
// the customary Indian placeholder, and the e-mail domain and social profiles are not the business's.
const demo = {
  name: 'Aangan Interiors',
  legalName: 'Aangan Interiors Group',
  tagline: 'Homes designed around the way you live.',
  phone: '+91 98765 43210',
  email: 'hello@example.in',
  street: 'Plot 42, Road No. 36',
  locality: 'Jubilee Hills',
  city: 'Hyderabad',
  state: 'Telangana',
  pincode: '500033',
  facebook: 'https://www.facebook.com/aanganinteriors',
  instagram: 'https://www.instagram.com/aanganinteriors',
  twitter: 'https://twitter.com/aanganinteriors',
  linkedin: 'https://www.linkedin.com/company/aanganinteriors',
};

const digits = (value: string) => value.replace(/\D/g, '');

const phone = env.PUBLIC_BRAND_PHONE ?? demo.phone;
const whatsapp = env.PUBLIC_BRAND_WHATSAPP ?? phone;

export const brand = {
  name: env.PUBLIC_BRAND_NAME ?? demo.name,
  /** The entity credited in the copyright line. */
  legalName: env.PUBLIC_BRAND_LEGAL_NAME ?? demo.legalName,
  tagline: env.PUBLIC_BRAND_TAGLINE ?? demo.tagline,
  phone: {
    display: phone,
    href: `tel:+${digits(phone)}`,
  },
  whatsapp: {
    display: whatsapp,
    /** wa.me wants the number with country code and nothing else. */
    number: digits(whatsapp),
  },
  email: {
    address: env.PUBLIC_BRAND_EMAIL ?? demo.email,
    href: `mailto:${env.PUBLIC_BRAND_EMAIL ?? demo.email}`,
  },
  address: {
    street: env.PUBLIC_BRAND_STREET ?? demo.street,
    locality: env.PUBLIC_BRAND_LOCALITY ?? demo.locality,
    city: env.PUBLIC_BRAND_CITY ?? demo.city,
    state: env.PUBLIC_BRAND_STATE ?? demo.state,
    pincode: env.PUBLIC_BRAND_PINCODE ?? demo.pincode,
  },
  social: [
    { name: 'Facebook', href: env.PUBLIC_BRAND_FACEBOOK_URL ?? demo.facebook },
    { name: 'Instagram', href: env.PUBLIC_BRAND_INSTAGRAM_URL ?? demo.instagram },
    { name: 'Twitter', href: env.PUBLIC_BRAND_TWITTER_URL ?? demo.twitter },
    { name: 'LinkedIn', href: env.PUBLIC_BRAND_LINKEDIN_URL ?? demo.linkedin },
  ],
} as const;

/** The address as lines for display: street, locality, "City, State PIN". */
export const addressLines = (address = brand.address): string[] => [
  address.street,
  address.locality,
  `${address.city}, ${address.state} ${address.pincode}`,
];
