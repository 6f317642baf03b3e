type Env = Readonly<Record<string, string | boolean | undefined>>;

/** The sample details shown until the company's real ones are configured (they say they are examples). */
export const EXAMPLE_CONTACT = {
  company: 'Pénzügy Média Kft.',
  address: '1054 Budapest, Szabadság tér 7.',
  phone: '+36 1 234 5678',
  email: 'info@penzugy.hu',
  hours: 'Hétfő–péntek: 9:00–17:00',
  facebook: 'https://www.facebook.com/penzugy.hu',
  instagram: 'https://www.instagram.com/penzugy.hu',
  linkedin: 'https://www.linkedin.com/company/penzugy-media',
  youtube: 'https://www.youtube.com/@penzugy.hu',
} as const;

/** The build-time variables that replace each detail (e.g. VITE_CONTACT_EMAIL=info@cegnev.hu). */
export const CONTACT_ENV_KEYS = {
  company: 'VITE_CONTACT_COMPANY',
  address: 'VITE_CONTACT_ADDRESS',
  phone: 'VITE_CONTACT_PHONE',
  email: 'VITE_CONTACT_EMAIL',
  hours: 'VITE_CONTACT_HOURS',
  facebook: 'VITE_SOCIAL_FACEBOOK',
  instagram: 'VITE_SOCIAL_INSTAGRAM',
  linkedin: 'VITE_SOCIAL_LINKEDIN',
  youtube: 'VITE_SOCIAL_YOUTUBE',
} as const satisfies Record<keyof typeof EXAMPLE_CONTACT, string>;

export type ContactDetails = { -readonly [K in keyof typeof EXAMPLE_CONTACT]: string } & {
  /** tel: link of the phone number. */
  phoneHref: string;
  /** A map of the address (OpenStreetMap's search), instead of an embedded map that loads forever. */
  mapHref: string;
  /** True while any detail is still the example: the pages then say so. */
  isExample: boolean;
};

/**
 * The company's public details, in one place (docs/product.md#shell: a Budapest address, a phone number, an
 * e-mail address, opening hours Monday to Friday 9:00–17:00, social links): each from its
 * build-time variable, else the example.
 */
export function contactDetails(env: Env): ContactDetails {
  let isExample = false;
  const read = (key: keyof typeof EXAMPLE_CONTACT): string => {
    const value = env[CONTACT_ENV_KEYS[key]];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    isExample = true;
    return EXAMPLE_CONTACT[key];
  };
  const details = {
    company: read('company'),
    address: read('address'),
    phone: read('phone'),
    email: read('email'),
    hours: read('hours'),
    facebook: read('facebook'),
    instagram: read('instagram'),
    linkedin: read('linkedin'),
    youtube: read('youtube'),
  };
  return {
    ...details,
    phoneHref: `tel:${details.phone.replace(/[^\d+]/g, '')}`,
    mapHref: `https://www.openstreetmap.org/search?query=${encodeURIComponent(details.address)}`,
    isExample,
  };
}

export const CONTACT = contactDetails(import.meta.env);

/** Said next to the details while they are the examples. */
export const EXAMPLE_CONTACT_NOTE = 'Az elérhetőségek és a közösségi oldalak címei példaadatok.';

export const SOCIAL_LINKS = [
  { name: 'Facebook', href: CONTACT.facebook },
  { name: 'Instagram', href: CONTACT.instagram },
  { name: 'LinkedIn', href: CONTACT.linkedin },
  { name: 'YouTube', href: CONTACT.youtube },
] as const;

/** The header's five icon links and the side menu's four feature tiles (docs/product.md#shell). */
export const MAIN_LINKS = [
  { to: '/befektetesek', label: 'Befektetések', icon: 'chart' },
  { to: '/kalkulatorok', label: 'Kalkulátorok', icon: 'calculator' },
  { to: '/oktatas', label: 'Tudástár', icon: 'book' },
  { to: '/blog', label: 'Blog', icon: 'pen' },
  { to: '/rolunk', label: 'Rólunk', icon: 'info' },
] as const;

export const FOOTER_LINKS = [
  { to: '/blog', label: 'Blog' },
  { to: '/hirek', label: 'Hírek' },
  { to: '/befektetesek', label: 'Befektetések' },
  { to: '/kalkulatorok', label: 'Kalkulátorok' },
  { to: '/oktatas', label: 'Tudástár' },
  { to: '/dictionary', label: 'Pénzügyi szótár' },
  { to: '/konyvtar', label: 'Dokumentumkönyvtár' },
  { to: '/rolunk', label: 'Rólunk' },
  { to: '/kapcsolat', label: 'Kapcsolat' },
] as const;

export const LEGAL_LINKS = [
  { to: '/adatvedelem', label: 'Adatvédelem' },
  { to: '/felhasznalasi-feltetelek', label: 'Felhasználási feltételek' },
  { to: '/cookie-szabalyzat', label: 'Cookie-szabályzat' },
  { to: '/akadalymentesseg', label: 'Akadálymentesség' },
] as const;

/** The signed-in visitor's own pages (src/routes.ts), in the header's user menu and the side menu. */
export const ACCOUNT_LINKS = [
  { to: '/figyelolista', label: 'Figyelőlista' },
  { to: '/fiok', label: 'Fiókbeállítások' },
] as const;
