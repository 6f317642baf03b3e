/**
 * Accounts end to end (docs/product.md#accounts): the built site in Chromium
 * against the real Auth and Firestore emulators, cleared before every test.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { emulatorIdentity, emulatorSignIn } from '../../apps/site/src/auth/social';
import { axeViolations, layoutShiftSum, recordLayoutShifts } from '../support/browser';
import { useEmulatedSite } from '../support/emulated-site';
import { accounts, confirmPasswordReset, oobCodes, type FirebaseEmulators } from '../support/services/emulators';
import { holdHydrationSlices, holdSiteScripts, open, siteContext } from '../support/site';
import {
  fillLogin,
  fillSignup,
  LABELS,
  newEmail,
  nodeController,
  seeNotice,
  PASSWORD,
  signIn,
  signUp,
  storedUser,
} from './accounts.helpers';

const base = inject('siteUrl');
const BAD_CREDENTIALS = 'Hiba történt: Hibás e-mail-cím vagy jelszó.';

// The emulators (emptied before each test) and one Chromium for the file.
const site = useEmulatedSite();
let emulators: FirebaseEmulators;
let contexts: BrowserContext[] = [];
let page: Page;

/** Another visitor: a browser context of its own (no shared storage or session). */
async function visitor(): Promise<Page> {
  const context = await siteContext(site.browser());
  contexts.push(context);
  return context.newPage();
}

beforeEach(async () => {
  emulators = site.emulators();
  page = await visitor();
});
afterEach(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  contexts = [];
});

/** Creates an account without the UI (the site's own controller in Node). */
async function existingAccount(email: string, password = PASSWORD): Promise<void> {
  const controller = nodeController(emulators);
  try {
    expect((await controller.signUp(email, password)).ok).toBe(true);
  } finally {
    await controller.dispose();
  }
}

/** The header's login link, shown only when nobody is signed in (docs/product.md#shell). */
const headerLogin = () => page.locator('header').getByRole('link', { name: 'Bejelentkezés' });

describe('signup', () => {
  it('creates the account, goes home with the success message, and the header hides the login link', async () => {
    const email = newEmail();
    await signUp(page, base, email);
    await seeNotice(page, 'Sikeres regisztráció!');
    expect((await storedUser(page))?.email).toBe(email);
    expect((await accounts(emulators)).map((a) => a.email)).toEqual([email]);
    await expect.poll(() => headerLogin().count()).toBe(0);
  });

  it('with different passwords shows the spec alert and submits nothing', async () => {
    const email = newEmail();
    await fillSignup(page, base, email, PASSWORD, PASSWORD + 'x');
    await page.getByRole('button', { name: 'Regisztráció', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'A jelszavak nem egyeznek!' }).count()).toBe(1);
    expect(await page.getByLabel(LABELS.confirm).getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/signup');
    expect(await accounts(emulators)).toEqual([]);
  });

  it('with a taken address shows the Hungarian reason, not the SDK text', async () => {
    const email = newEmail();
    await existingAccount(email);
    await fillSignup(page, base, email, PASSWORD);
    await page.getByRole('button', { name: 'Regisztráció', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Hiba történt:' });
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      'Hiba történt: Ezzel az e-mail-címmel már van fiók. Jelentkezz be, vagy kérj új jelszót.',
    );
    expect(await storedUser(page)).toBeNull();
  });
});

describe('sign-out and sign-in', () => {
  it('signs out: the storage entry and the Firebase session go, the page is /login, a reload stays signed out', async () => {
    const email = newEmail();
    await signUp(page, base, email);
    await page.goto(base + '/login');
    await page.getByText(`Be vagy jelentkezve: ${email}.`).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Kijelentkezés' }).click();
    await seeNotice(page, 'Kijelentkeztél.');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await storedUser(page)).toBeNull();
    await headerLogin().waitFor();
    // Firebase's own persisted session is gone too: the login page loads Firebase, which finds nobody.
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(await page.getByText('Be vagy jelentkezve').count()).toBe(0);
    expect(await storedUser(page)).toBeNull();
  });

  it('signs in with the right password: success message, home, storage entry, header updated', async () => {
    const email = newEmail();
    await existingAccount(email);
    const account = (await accounts(emulators))[0]!;
    await page.goto(base + '/');
    await headerLogin().waitFor();
    await signIn(page, base, email);
    await seeNotice(page, 'Sikeres bejelentkezés!');
    expect(await storedUser(page)).toMatchObject({ uid: account.localId, email });
    await expect.poll(() => headerLogin().count()).toBe(0);
  });

  it('keeps a session across a reload, and is keyboard-usable (Tab between fields, Enter submits)', async () => {
    const email = newEmail();
    await existingAccount(email);
    await page.goto(base + '/login');
    await page.getByLabel(LABELS.email).focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('current-password');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(base + '/');
    await page.reload();
    await page.goto(base + '/login');
    await page.getByText(`Be vagy jelentkezve: ${email}.`).waitFor();
  });

  it('a login form filled and sent before the page hydrates signs in, and the browser never sends it itself', async () => {
    const email = newEmail();
    await existingAccount(email);
    // The site's scripts are held: the prerendered form is on screen, nothing has hydrated it.
    const release = await holdSiteScripts(page);
    const sentInAddress: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(encodeURIComponent(PASSWORD)) || r.url().includes('password=')) sentInAddress.push(r.url());
    });
    await page.goto(base + '/login', { waitUntil: 'commit' });
    await page.getByLabel(LABELS.email).fill(email);
    await page.getByLabel(LABELS.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Bejelentkezés', exact: true }).click();
    // Without the head's guard the browser submitted the form as a GET to /login?email=…&password=….
    expect(await page.evaluate(() => [location.pathname, location.search])).toEqual(['/login', '']);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    release();
    // Once live, the page takes over the fields' text and sends the held submission.
    await page.waitForURL(base + '/');
    await seeNotice(page, 'Sikeres bejelentkezés!');
    expect((await storedUser(page))?.email).toBe(email);
    expect(sentInAddress).toEqual([]);
  });

  it('a login form filled before the page hydrates and sent once its region has, but before the page is live, signs in with what was typed', async () => {
    const email = newEmail();
    await existingAccount(email);
    const slices = await holdHydrationSlices(page);
    await page.goto(base + '/login');
    await page.getByLabel(LABELS.email).fill(email);
    await page.getByLabel(LABELS.password, { exact: true }).fill(PASSWORD);
    // The header's slice, then the page's (with the form and its handler): the footer's is still to come.
    await slices.hydrate(2);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    // The form's handler would send its state, which does not yet hold what was typed: the press is
    // held until the page is live instead.
    await page.getByRole('button', { name: 'Bejelentkezés', exact: true }).click();
    await slices.release();
    await page.waitForURL(base + '/');
    await seeNotice(page, 'Sikeres bejelentkezés!');
    expect((await storedUser(page))?.email).toBe(email);
  });

  it("loads Firebase at the visitor's first move on the page, not while the page starts", async () => {
    const sdk: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/session-[^/]+\.js$/.test(new URL(r.url()).pathname)) sdk.push(r.url());
    });
    await open(page, base + '/login');
    await page.waitForLoadState('networkidle');
    expect(sdk).toEqual([]);
    await page.getByLabel(LABELS.email).focus();
    await expect.poll(() => sdk.length).toBe(1);
  });

  it('a wrong password gives the Hungarian failure inline and signs nobody in', async () => {
    const email = newEmail();
    await existingAccount(email);
    await fillLogin(page, base, email, 'nem-ez-a-jelszo');
    await page.getByRole('button', { name: 'Bejelentkezés', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Hiba történt:' });
    await alert.waitFor();
    expect(await alert.textContent()).toBe(BAD_CREDENTIALS);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await storedUser(page)).toBeNull();
  });

  it('an unknown address gets the same message as a wrong password (no account enumeration)', async () => {
    await fillLogin(page, base, newEmail('nincs'), PASSWORD);
    await page.getByRole('button', { name: 'Bejelentkezés', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Hiba történt:' });
    await alert.waitFor();
    expect(await alert.textContent()).toBe(BAD_CREDENTIALS);
  });

  it('an empty form is not sent: each field names its problem and the first one gets focus', async () => {
    await page.goto(base + '/login');
    await page.getByRole('button', { name: 'Bejelentkezés', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Kérjük, add meg az e-mail címedet!' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Kérjük, add meg a jelszavadat!' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    expect(await page.getByLabel(LABELS.email).getAttribute('aria-invalid')).toBe('true');
    expect(await accounts(emulators)).toEqual([]);
  });
});

describe('forgotten password', () => {
  it('an empty address gives the spec message', async () => {
    await page.goto(base + '/forgot');
    await page.getByRole('button', { name: 'Link küldése' }).click();
    await page.getByRole('alert').filter({ hasText: 'Kérjük, add meg az e-mail címedet!' }).waitFor();
    expect(await oobCodes(emulators)).toEqual([]);
  });

  it('sends the reset link, goes to /login, and the code from the e-mail sets a new password', async () => {
    const email = newEmail();
    await existingAccount(email);
    await page.goto(base + '/forgot');
    await page.getByLabel(LABELS.email).fill(email);
    await page.getByRole('button', { name: 'Link küldése' }).click();
    await page.waitForURL(base + '/login');
    await seeNotice(page, 'Jelszó-visszaállító link elküldve! Ellenőrizd az e-mail fiókodat.');

    const codes = (await oobCodes(emulators)).filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET');
    expect(codes).toHaveLength(1);
    const newPassword = 'Uj-jelszo-2';
    expect(await confirmPasswordReset(emulators, codes[0]!.oobCode, newPassword)).toBe(email);

    await fillLogin(page, base, email, PASSWORD);
    await page.getByRole('button', { name: 'Bejelentkezés', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: BAD_CREDENTIALS }).waitFor();
    await signIn(page, base, email, newPassword);
    await seeNotice(page, 'Sikeres bejelentkezés!');
  });
});

describe('social sign-in (the emulator credential flow)', () => {
  it('the Google button on /signup registers the typed address with google.com', async () => {
    const email = newEmail('google');
    await page.goto(base + '/signup');
    await page.getByLabel(LABELS.email).fill(email);
    await page.getByRole('button', { name: 'Regisztráció Google-lel' }).click();
    await page.waitForURL(base + '/');
    await seeNotice(page, 'Sikeres regisztráció Google-lel!');
    const account = (await accounts(emulators))[0]!;
    expect(account.email).toBe(email);
    expect(account.providerUserInfo?.map((p) => p.providerId)).toEqual(['google.com']);
    expect((await storedUser(page))?.uid).toBe(account.localId);
  });

  it('the Google button pressed before /signup is live registers once it is (the press is not lost)', async () => {
    const email = newEmail('google-early');
    // The site's scripts are held: the prerendered buttons are on screen, nothing has hydrated them.
    const release = await holdSiteScripts(page);
    await page.goto(base + '/signup', { waitUntil: 'commit' });
    await page.getByLabel(LABELS.email).fill(email);
    await page.getByRole('button', { name: 'Regisztráció Google-lel' }).click();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    release();
    // Without the head's note of the press, the page went live and stayed on /signup.
    await page.waitForURL(base + '/');
    await seeNotice(page, 'Sikeres regisztráció Google-lel!');
    const registered = (await accounts(emulators)).filter((a) => a.email === email);
    expect(registered.map((a) => a.providerUserInfo?.map((p) => p.providerId))).toEqual([['google.com']]);
  });

  it('the Facebook button on /login signs in with facebook.com', async () => {
    const email = newEmail('facebook');
    await page.goto(base + '/login');
    await page.getByLabel(LABELS.email).fill(email);
    await page.getByRole('button', { name: 'Bejelentkezés Facebookkal' }).click();
    await page.waitForURL(base + '/');
    await seeNotice(page, 'Sikeres bejelentkezés Facebookkal!');
    const account = (await accounts(emulators))[0]!;
    expect(account.providerUserInfo?.map((p) => p.providerId)).toEqual(['facebook.com']);
  });

  it('Twitter has a sign-in method without a button; an injected strategy picks the identity', async () => {
    expect(await page.goto(base + '/login').then(() => page.getByRole('button', { name: /Twitter/ }).count())).toBe(0);
    const identity = { sub: 'twitter-user-42', email: 'csiripelo@pelda.hu', email_verified: true, name: 'Csiripelő' };
    const controller = nodeController(emulators, { socialStrategy: emulatorSignIn(() => identity) });
    try {
      expect(await controller.signInWithProvider('twitter')).toEqual({
        ok: true,
        message: 'Sikeres bejelentkezés Twitterrel!',
      });
      expect(controller.getState().user).toMatchObject({ email: identity.email, displayName: identity.name });
      const account = (await accounts(emulators))[0]!;
      expect(account.providerUserInfo?.map((p) => p.providerId)).toEqual(['twitter.com']);
    } finally {
      await controller.dispose();
    }
    // Without an injected identity the emulator strategy uses the typed address, or a demo one.
    expect(emulatorIdentity({ provider: 'twitter' }).email).toBe('demo.twitter@example.com');
  });
});

describe('the ID-token stream (docs/product.md#accounts)', () => {
  it('emits a token on sign-in, a new one on a forced refresh, and null on sign-out', async () => {
    const controller = nodeController(emulators);
    const tokens: (string | null)[] = [];
    const off = controller.subscribeIdToken((t) => tokens.push(t));
    try {
      await expect.poll(() => tokens.length).toBe(1);
      expect(tokens[0]).toBeNull();
      expect((await controller.signUp(newEmail('token'), PASSWORD)).ok).toBe(true);
      await expect.poll(() => tokens.filter(Boolean).length).toBe(1);
      const uid = controller.getState().user!.uid;
      const first = tokens.at(-1)!;
      expect(JSON.parse(Buffer.from(first.split('.')[1]!, 'base64url').toString()).sub).toBe(uid);
      // The emulator stamps seconds; wait for the next one so the refreshed token differs.
      await new Promise((r) => setTimeout(r, 1100));
      const refreshed = await controller.refreshIdToken();
      expect(refreshed).not.toBe(first);
      await expect.poll(() => tokens.at(-1)).toBe(refreshed);
      await controller.signOut();
      await expect.poll(() => tokens.at(-1)).toBeNull();
      expect(await controller.refreshIdToken()).toBeNull();
    } finally {
      off();
      await controller.dispose();
    }
  });
});

describe('without the emulators', () => {
  it('the site still runs and the account pages say accounts are unavailable', async () => {
    await page.route(/^http:\/\/127\.0\.0\.1:(9099|8080)\//, (route) => route.abort());
    await page.goto(base + '/login');
    await page.getByRole('alert').filter({ hasText: 'A fiókok jelenleg nem érhetők el.' }).waitFor({ timeout: 10_000 });
    // The rest of the site runs: the header's links and the home page.
    await page.getByRole('banner').getByRole('link', { name: 'Pénzügy', exact: true }).click();
    await page.waitForURL(base + '/');
  });

  // The message is known only once the page is live; pushed in above the form it moved the form
  // 56 px down (a layout shift of 0.029 at 412 px, issue 27). It now lies over the forms.
  it.each([390, 1400])(
    'at %i px the account forms are covered by the message, inert underneath, and nothing moves',
    async (width) => {
      const context = await siteContext(site.browser(), { width });
      contexts.push(context);
      const visitorPage = await context.newPage();
      await visitorPage.route(/^http:\/\/127\.0\.0\.1:(9099|8080)\//, (route) => route.abort());
      await visitorPage.addInitScript(recordLayoutShifts);
      for (const path of ['/login', '/signup', '/forgot']) {
        await visitorPage.goto(base + path);
        const alert = visitorPage.getByRole('alert').filter({ hasText: 'A fiókok jelenleg nem érhetők el.' });
        await alert.waitFor({ timeout: 10_000 });
        const email = visitorPage.locator('input[type="email"]');
        // Covered: the message is drawn over the e-mail field, which takes no focus.
        const [box, field] = [(await alert.boundingBox())!, (await email.boundingBox())!];
        expect(box.y + box.height, path).toBeGreaterThan(field.y);
        expect(await email.evaluate((el) => el.closest('[inert]') !== null), path).toBe(true);
        await email.focus().catch(() => undefined);
        expect(await email.evaluate((el) => el === document.activeElement), path).toBe(false);
        const moved = await layoutShiftSum(visitorPage);
        expect(moved, path).toBeLessThan(0.005);
        expect(await axeViolations(visitorPage), path).toEqual([]);
      }
      // 'Újrapróbálom' loads the page again, which asks the service again.
      const alert = visitorPage.getByRole('alert').filter({ hasText: 'A fiókok jelenleg nem érhetők el.' });
      await Promise.all([
        visitorPage.waitForEvent('load'),
        alert.getByRole('button', { name: 'Újrapróbálom' }).click(),
      ]);
      await alert.waitFor({ timeout: 10_000 });
    },
  );
});

describe('the notices at phone width in both themes (issue 27: they were drawn below the page)', () => {
  for (const theme of ['dark', 'light'] as const) {
    it(`${theme}: the sign-up, sign-out and sign-in notices are on screen at 390 px`, async () => {
      const context = await siteContext(site.browser(), { width: 390 });
      contexts.push(context);
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const phone = await context.newPage();
      const email = newEmail();
      await signUp(phone, base, email);
      await seeNotice(phone, 'Sikeres regisztráció!');
      expect(await phone.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(theme);
      await phone.goto(base + '/login');
      await phone.getByRole('main').getByRole('button', { name: 'Kijelentkezés' }).click();
      await seeNotice(phone, 'Kijelentkeztél.');
      await signIn(phone, base, email);
      await seeNotice(phone, 'Sikeres bejelentkezés!');
    });
  }
});

describe('accessibility', () => {
  for (const path of ['/login', '/signup', '/forgot']) {
    it(`${path} has no axe violations, empty and with its errors shown`, async () => {
      await page.goto(base + path);
      await page.locator('main h1').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      await page.locator('main form button[type=submit]').click();
      await page.getByRole('alert').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it('the success notice has no axe violations in either theme', async () => {
    await signUp(page, base, newEmail());
    await seeNotice(page, 'Sikeres regisztráció!');
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    // Buttons fade to the new colours: axe must see where they end, not a frame in between.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    expect(await axeViolations(page)).toEqual([]);
  });
});
