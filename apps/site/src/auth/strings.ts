/**
 * Every user-facing text of accounts and the watchlist, in one place so it can be reviewed at a
 * glance. Fixed texts of docs/product.md#accounts are quoted verbatim; the spec's
 * English 'Login successful!' / 'Error: ' were defects and are Hungarian here.
 */

/** The social identity providers (docs/product.md#accounts). Twitter has a sign-in method but no button (docs/product.md#accounts). */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'twitter'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];

/** The instrumental suffix each name takes in 'Sikeres bejelentkezés Google-lel!' (vowel harmony, assimilation). */
const WITH_PROVIDER: Record<SocialProviderId, string> = {
  google: 'Google-lel',
  facebook: 'Facebookkal',
  twitter: 'Twitterrel',
};

export const AUTH_STRINGS = {
  /** docs/product.md#accounts, signup success. */
  signUpSuccess: 'Sikeres regisztráció!',
  /** docs/product.md#accounts, login success (the spec's 'Login successful!' in Hungarian). */
  signInSuccess: 'Sikeres bejelentkezés!',
  signUpWith: (provider: SocialProviderId) => `Sikeres regisztráció ${WITH_PROVIDER[provider]}!`,
  signInWith: (provider: SocialProviderId) => `Sikeres bejelentkezés ${WITH_PROVIDER[provider]}!`,
  /** docs/product.md#accounts, password-reset success. */
  resetSent: 'Jelszó-visszaállító link elküldve! Ellenőrizd az e-mail fiókodat.',
  signedOut: 'Kijelentkeztél.',
  /** Prefix of every failure (docs/product.md#accounts), followed by a Hungarian reason. */
  failurePrefix: 'Hiba történt: ',
  /** docs/product.md#accounts: signup with different passwords; nothing is submitted. */
  passwordMismatch: 'A jelszavak nem egyeznek!',
  /** docs/product.md#accounts: the forgot-password form with an empty e-mail (also used by the other forms). */
  emailRequired: 'Kérjük, add meg az e-mail címedet!',
  emailInvalid: 'Az e-mail-cím formátuma hibás. Például: nev@pelda.hu',
  passwordRequired: 'Kérjük, add meg a jelszavadat!',
  currentPasswordRequired: 'Kérjük, add meg a jelenlegi jelszavadat!',
  samePassword: 'Az új jelszó nem egyezhet a jelenlegivel.',
  sameEmail: 'Ez a jelenlegi e-mail-címed; adj meg másikat.',
  confirmEmailMismatch: 'A beírt cím nem egyezik a fiókod e-mail-címével.',
  confirmRequired: 'Kérjük, add meg újra a jelszavadat!',
  /** Shown when the emulators do not answer or the configuration is incomplete. */
  unavailable: 'A fiókok jelenleg nem érhetők el.',
  /** The button on that message: loads the page again, which asks the accounts service again. */
  reloadPage: 'Újrapróbálom',
  busy: 'Folyamatban...',
  passwordChanged: 'A jelszavad megváltozott.',
  emailVerificationSent: (email: string) =>
    `Megerősítő linket küldtünk erre a címre: ${email}. Az e-mail-cím a link megnyitása után változik meg.`,
  accountDeleted: 'A fiókodat és minden adatodat töröltük.',
  dismiss: 'Értesítés bezárása',
} as const;

/** Labels and links of the three account pages (docs/product.md#accounts: Signup, Login, Forgot password). */
export const AUTH_PAGE_STRINGS = {
  email: 'E-mail-cím',
  password: 'Jelszó',
  newPassword: 'Jelszó',
  confirmPassword: 'Jelszó megerősítése',
  passwordHint: 'Legalább 6 karakter.',
  orWith: 'vagy',
  signedInAs: (email: string | null) => (email ? `Be vagy jelentkezve: ${email}.` : 'Be vagy jelentkezve.'),
  signOut: 'Kijelentkezés',
  login: {
    title: 'Bejelentkezés',
    description: 'Jelentkezz be, hogy elérd a figyelőlistádat.',
    submit: 'Bejelentkezés',
    withProvider: (provider: SocialProviderId) => `Bejelentkezés ${WITH_PROVIDER[provider]}`,
    socialGroup: 'Bejelentkezés más fiókkal',
    toSignup: 'Még nincs fiókod? Regisztrálj!',
    toForgot: 'Elfelejtetted a jelszavad?',
  },
  signup: {
    title: 'Regisztráció',
    description: 'Hozz létre fiókot, és kövesd a kedvenc részvényeidet a figyelőlistán.',
    submit: 'Regisztráció',
    withProvider: (provider: SocialProviderId) => `Regisztráció ${WITH_PROVIDER[provider]}`,
    socialGroup: 'Regisztráció más fiókkal',
    toLogin: 'Már van fiókod? Jelentkezz be!',
  },
  forgot: {
    title: 'Elfelejtett jelszó',
    description: 'Add meg a fiókodhoz tartozó e-mail-címet, és küldünk egy linket, amellyel új jelszót állíthatsz be.',
    submit: 'Link küldése',
    toLogin: 'Vissza a bejelentkezéshez',
  },
} as const;

/** The account page (/fiok) and the header's user menu. */
export const ACCOUNT_PAGE_STRINGS = {
  title: 'Fiókbeállítások',
  lead: 'Jelszó, e-mail-cím és a fiók törlése.',
  menu: {
    /** The button shows 'Fiók' (the icon alone on a phone); its name starts with it (WCAG 2.5.3). */
    label: (email: string | null) => (email ? `Fiók (${email})` : 'Fiók'),
    signOut: 'Kijelentkezés',
  },
  currentPassword: 'Jelenlegi jelszó',
  password: {
    title: 'Jelszó módosítása',
    next: 'Új jelszó',
    confirm: 'Új jelszó megerősítése',
    submit: 'Jelszó módosítása',
  },
  email: {
    title: 'E-mail-cím módosítása',
    current: (email: string | null) => (email ? `Jelenlegi cím: ${email}` : 'Ehhez a fiókhoz nem tartozik e-mail-cím.'),
    next: 'Új e-mail-cím',
    hint: 'A címre megerősítő linket küldünk; a cím csak a link megnyitása után változik meg.',
    submit: 'Megerősítő link küldése',
  },
  remove: {
    title: 'Fiók törlése',
    warning:
      'A fiókod és minden adatod – a figyelőlistád, a bejelentkezve küldött kapcsolatfelvételi üzeneteid és hírlevél-feliratkozásaid is – véglegesen törlődik, és minden eszközön kijelentkezel. Ez nem vonható vissza.',
    start: 'Fiók törlése...',
    confirmEmail: 'Írd be az e-mail-címedet a megerősítéshez',
    submit: 'Fiók végleges törlése',
    cancel: 'Mégse',
  },
  signInFirst: 'A fiókbeállításokhoz jelentkezz be.',
} as const;

/** Hungarian reasons for the error codes of Firebase Auth and Firestore (see errors.ts). */
export const ERROR_STRINGS = {
  invalidCredentials: 'Hibás e-mail-cím vagy jelszó.',
  emailInUse: 'Ezzel az e-mail-címmel már van fiók. Jelentkezz be, vagy kérj új jelszót.',
  weakPassword: 'A jelszó túl gyenge: legalább 6 karakterből álljon.',
  invalidEmail: 'Az e-mail-cím formátuma hibás.',
  missingEmail: 'Add meg az e-mail-címedet.',
  missingPassword: 'Add meg a jelszavadat.',
  tooManyRequests: 'Túl sok sikertelen próbálkozás. Próbáld újra néhány perc múlva.',
  network: 'Nem sikerült kapcsolódni a szerverhez. Ellenőrizd az internetkapcsolatot, és próbáld újra.',
  popupClosed: 'A bejelentkezési ablak bezárult, mielőtt a bejelentkezés befejeződött volna.',
  popupBlocked: 'A böngésző letiltotta a bejelentkezési ablakot. Engedélyezd a felugró ablakokat, és próbáld újra.',
  otherCredential: 'Ez az e-mail-cím már egy másik bejelentkezési módhoz tartozik. Jelentkezz be azzal.',
  userDisabled: 'Ezt a fiókot letiltották.',
  providerDisabled: 'Ez a bejelentkezési mód jelenleg nincs engedélyezve.',
  expiredLink: 'A link lejárt, vagy már felhasználták. Kérj újat.',
  sessionExpired: 'A munkameneted lejárt. Jelentkezz be újra.',
  misconfigured: 'A fiókszolgáltatás beállítása hibás. Kérjük, próbáld újra később.',
  permissionDenied: 'Ehhez a művelethez nincs jogosultságod.',
  serviceUnavailable: 'A szolgáltatás jelenleg nem érhető el. Próbáld újra később.',
  unknown: 'Váratlan hiba. Kérjük, próbáld újra később.',
  wrongCurrentPassword: 'A jelenlegi jelszó hibás.',
  newEmailInUse: 'Ezzel az e-mail-címmel már van fiók. Adj meg másik címet.',
  recentLoginRequired: 'Biztonsági okból ehhez újra be kell jelentkezned. Jelentkezz ki, majd be, és próbáld újra.',
  deletionUnfinished:
    'A fiók törlése megkezdődött, de megszakadt; néhány percen belül magától befejeződik. Addig a fiókba semmi nem írható.',
} as const;

/** Texts of the watchlist (docs/product.md#accounts); the buttons' own texts are the widgets' (Watchlist/strings.ts). */
export const WATCHLIST_MESSAGES = {
  /** docs/product.md#accounts 'User not authenticated', in Hungarian; shown with a link to /login. */
  signInRequired: 'Előbb jelentkezz be a figyelőlista használatához.',
  loadFailed: 'A figyelőlista betöltése nem sikerült.',
  saveFailed: 'A figyelőlista módosítása nem sikerült: ',
  invalidName:
    'Érvénytelen részvényszimbólum: legfeljebb 20 karakter, legalább egy betűvel vagy számjeggyel; ezeken kívül csak a . ^ = - jeleket tartalmazhatja (például AAPL, BRK.B, ^GSPC).',
  /** The list holds WATCHLIST_MAX_ITEMS symbols (watchlist-name.ts); firestore.rules enforce it. */
  full: 'A figyelőlista megtelt: legfeljebb 100 szimbólumot tartalmazhat. Újat csak egy meglévő eltávolítása után adhatsz hozzá.',
} as const;
