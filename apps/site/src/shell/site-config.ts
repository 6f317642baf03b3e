/**
 * The company's public details, in one place. The spec gives only their kind (a Budapest address, a
 * phone number, an e-mail address, opening hours Monday to Friday 9:00–17:00); these are the
 * editorial team's sample details until the company's real ones are configured here.
 */
export const CONTACT = {
  company: 'Pénzügy Média Kft.',
  address: '1054 Budapest, Szabadság tér 7.',
  phone: '+36 1 555 0123',
  phoneHref: 'tel:+3615550123',
  email: 'info@penzugy.example',
  hours: 'Hétfő–péntek: 9:00–17:00',
} as const;

export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
] as const;

/** The header's five icon links and the side menu's four feature tiles (spec 000 §2). */
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
] as const;
