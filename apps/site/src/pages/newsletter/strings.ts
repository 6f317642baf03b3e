/** The texts of the newsletter's confirmation and unsubscribe pages (docs/product.md#newsletter). */
export const NEWSLETTER_LINK_STRINGS = {
  confirm: {
    title: 'Hírlevél-feliratkozás megerősítése',
    lead: 'A megerősítéssel a heti hírlevél címlistájára kerülsz. Bármikor leiratkozhatsz a hírlevél alján lévő linkkel.',
    button: 'Feliratkozás megerősítése',
    done: 'Köszönjük! A feliratkozásod megerősítve: hetente küldjük a hírlevelet.',
  },
  unsubscribe: {
    title: 'Leiratkozás a hírlevélről',
    lead: 'A leiratkozással az e-mail-címedet töröljük a hírlevél címlistájáról, és több hírlevelet nem küldünk rá.',
    button: 'Leiratkozom',
    done: 'Leiratkoztál: az e-mail-címedet töröltük a címlistáról, és több hírlevelet nem küldünk rá.',
  },
  sending: 'Folyamatban…',
  missing: 'A link hiányos: nyisd meg újra a levélben lévő teljes linket.',
  invalid: 'Ez a link érvénytelen vagy lejárt. Ha még szeretnél feliratkozni, iratkozz fel újra a főoldalon.',
  rateLimited: 'Innen most túl sok kérés érkezett. Kérjük, próbáld újra néhány perc múlva.',
  failed: 'A művelet nem sikerült. Kérjük, próbáld újra később.',
  home: 'Vissza a főoldalra',
} as const;
