/**
 * The personal area in Chromium at desktop (1400 px) and phone (412 px) widths, against the real
 * emulators: the header's user menu by keyboard (and axe-clean while open), the account page's
 * password change (then signing in with the new one), e-mail change with the verification link,
 * account deletion through the accounts service (the account and every users/{uid} document
 * gone), the watchlist page's reordering and removal by keyboard, and the contact form sending its
 * message through the service.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../support/browser';
import { accounts, oobCodes } from '../support/services/emulators';
import { useEmulatedSite } from '../support/emulated-site';
import { holdSiteScripts, siteContext } from '../support/site';
import { newEmail, nodeController, PASSWORD, seeNotice, signIn, signUp, storedUser } from './accounts.helpers';
import { applyActionCode, storedDocs, userDocs } from './personal.helpers';
import { darkTokens } from '../../packages/widgets/src/theme/tokens';

/** A #rrggbb colour as getComputedStyle writes it. */
const toRgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const base = inject('siteUrl');
const { browser, emulators } = useEmulatedSite();

describe.each([1400, 412])('personal area at %i px', (width) => {
  let contexts: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    contexts = [];
  });

  async function visitor(): Promise<Page> {
    const context = await siteContext(browser(), { width });
    contexts.push(context);
    return context.newPage();
  }

  const main = (page: Page) => page.getByRole('main');
  const field = (page: Page, form: string, label: string) =>
    main(page).getByRole('form', { name: form }).getByLabel(label, { exact: true });

  it('the user menu opens, moves and closes by keyboard, is labelled, axe-clean, and leads to the account page', async () => {
    const page = await visitor();
    const email = newEmail('menu');
    await signUp(page, base, email);
    const trigger = page.getByRole('banner').getByRole('button', { name: `Fiók (${email})` });
    await trigger.waitFor();
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Figyelőlista',
      'Fiókbeállítások',
      'Kijelentkezés',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await page.keyboard.press('ArrowDown');
    await menu.waitFor();
    await expect.poll(focused).toBe('Figyelőlista');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('Fiókbeállítások');
    await page.keyboard.press('Enter');
    await page.waitForURL(base + '/fiok');
    await main(page).getByRole('heading', { level: 1, name: 'Fiókbeállítások' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    // The content width, as on every other page (issue 27 item 13: it was the sign-in pages' 28rem
    // column): at 1400 px the password and e-mail cards side by side, on a phone one under the other.
    const top = async (name: string) => (await main(page).getByRole('heading', { name, exact: true }).boundingBox())!;
    const [password, emailCard] = [await top('Jelszó módosítása'), await top('E-mail-cím módosítása')];
    if (width >= 1000) expect(Math.abs(password.y - emailCard.y)).toBeLessThan(2);
    else expect(emailCard.y).toBeGreaterThan(password.y + password.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // Sign-out from the menu.
    await trigger.click();
    await page.getByRole('menuitem', { name: 'Kijelentkezés' }).click();
    await page.waitForURL(base + '/login');
    expect(await storedUser(page)).toBeNull();
  });

  it('signed out, the account page sends the visitor to log in and back', async () => {
    const email = newEmail('vissza');
    const other = nodeController(emulators());
    expect((await other.signUp(email, PASSWORD)).ok).toBe(true);
    await other.dispose();
    const page = await visitor();
    // The login page is the first page rendered (main.tsx): the account page's module is not even
    // loaded, and the login page's is loaded before the first render (issue 27: one render, not two).
    const pageModules: string[] = [];
    page.on('request', (r) => {
      const name = /\/assets\/(\w+Page)-[\w-]+\.js$/.exec(r.url())?.[1];
      if (name) pageModules.push(name);
    });
    await page.goto(base + '/fiok');
    await page.waitForURL(base + '/login');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(pageModules).toContain('LoginPage');
    expect(pageModules).not.toContain('AccountPage');
    await page.getByLabel('E-mail-cím').fill(email);
    await page.getByLabel('Jelszó', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Bejelentkezés', exact: true }).click();
    await page.waitForURL(base + '/fiok');
  });

  it('changes the password after the current one is checked; the new one signs in', async () => {
    const page = await visitor();
    const email = newEmail('jelszo');
    await signUp(page, base, email);
    await page.goto(base + '/fiok');
    const form = 'Jelszó módosítása';
    await field(page, form, 'Jelenlegi jelszó').fill('rossz-jelszo-1');
    await field(page, form, 'Új jelszó').fill('Uj-jelszo-2');
    await field(page, form, 'Új jelszó megerősítése').fill('Uj-jelszo-2');
    await main(page).getByRole('button', { name: form }).click();
    await main(page).getByRole('alert').filter({ hasText: 'Hiba történt: A jelenlegi jelszó hibás.' }).waitFor();
    await field(page, form, 'Jelenlegi jelszó').fill(PASSWORD);
    await main(page).getByRole('button', { name: form }).click();
    await seeNotice(page, 'A jelszavad megváltozott.');
    expect(await field(page, form, 'Jelenlegi jelszó').inputValue()).toBe('');
    const checker = nodeController(emulators());
    expect((await checker.signIn(email, PASSWORD)).ok).toBe(false);
    await checker.dispose();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Fiók \(/ })
      .click();
    await page.getByRole('menuitem', { name: 'Kijelentkezés' }).click();
    await page.waitForURL(base + '/login');
    // A deliberate sign-out asks for no return: the login page holds no "back to /fiok" (the
    // account page's own redirect used to leave one, and the next sign-in then went to /fiok).
    await expect.poll(() => page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr ?? null)).toBeNull();
    await signIn(page, base, email, 'Uj-jelszo-2');
  });

  it('changes the e-mail address through the verification link', async () => {
    const page = await visitor();
    const email = newEmail('regi');
    const next = newEmail('uj');
    await signUp(page, base, email);
    await page.goto(base + '/fiok');
    const form = 'E-mail-cím módosítása';
    await field(page, form, 'Új e-mail-cím').fill(email.toUpperCase());
    await field(page, form, 'Jelenlegi jelszó').fill(PASSWORD);
    await main(page).getByRole('button', { name: 'Megerősítő link küldése' }).click();
    await main(page).getByText('Ez a jelenlegi e-mail-címed; adj meg másikat.').waitFor();
    await field(page, form, 'Új e-mail-cím').fill(next);
    await main(page).getByRole('button', { name: 'Megerősítő link küldése' }).click();
    await seeNotice(page, `Megerősítő linket küldtünk erre a címre: ${next}.`);
    // Until the link is opened the address stays; then it changes.
    expect((await accounts(emulators())).map((a) => a.email)).toEqual([email]);
    const link = (await oobCodes(emulators())).find((c) => c.requestType === 'VERIFY_AND_CHANGE_EMAIL');
    expect(link).toBeDefined();
    await applyActionCode(emulators(), link!.oobCode);
    expect((await accounts(emulators())).map((a) => a.email)).toEqual([next]);
    const checker = nodeController(emulators());
    expect((await checker.signIn(next, PASSWORD)).ok).toBe(true);
    await checker.dispose();
  });

  it('deletes the account and every document under users/{uid} after the address is typed', async () => {
    const email = newEmail('torles');
    const member = nodeController(emulators());
    expect((await member.signUp(email, PASSWORD)).ok).toBe(true);
    const uid = member.getState().user!.uid;
    const release = member.watchlist.retain();
    for (const name of ['AAPL', 'OTP']) await member.watchlist.add(name);
    await expect.poll(() => member.watchlist.getState().items?.length, { timeout: 15_000 }).toBe(2);
    await member.watchlist.move('OTP', -1);
    await expect
      .poll(() => userDocs(emulators(), uid))
      .toEqual(['watchlist/AAPL', 'watchlist/OTP', 'counters/watchlist', 'settings/watchlist']);
    release();
    await member.dispose();

    const page = await visitor();
    await signIn(page, base, email);
    await page.goto(base + '/fiok');
    // Deleting is marked as the one action that cannot be undone: the danger colour, unlike the others.
    const colour = (name: string) =>
      main(page)
        .getByRole('button', { name })
        .evaluate((b) => getComputedStyle(b).color);
    const danger = toRgb(darkTokens.color.danger);
    expect(await colour('Fiók törlése...')).toBe(danger);
    expect(await colour('Jelszó módosítása')).not.toBe(danger);
    await main(page).getByRole('button', { name: 'Fiók törlése...' }).click();
    expect(await colour('Fiók végleges törlése')).toBe(danger);
    const form = 'Fiók törlése';
    await field(page, form, 'Írd be az e-mail-címedet a megerősítéshez').fill('mas@pelda.hu');
    await field(page, form, 'Jelenlegi jelszó').fill(PASSWORD);
    await main(page).getByRole('button', { name: 'Fiók végleges törlése' }).click();
    await main(page).getByText('A beírt cím nem egyezik a fiókod e-mail-címével.').waitFor();
    expect(await accounts(emulators())).toHaveLength(1);
    await field(page, form, 'Írd be az e-mail-címedet a megerősítéshez').fill(email.toUpperCase());
    await main(page).getByRole('button', { name: 'Fiók végleges törlése' }).click();
    await page.waitForURL(base + '/');
    await seeNotice(page, 'A fiókodat és minden adatodat töröltük.');
    expect(await storedUser(page)).toBeNull();
    expect(await accounts(emulators())).toEqual([]);
    expect(await userDocs(emulators(), uid)).toEqual([]);
  });

  it('the watchlist page shows quotes and links, and reorders and removes by keyboard; the order is stored', async () => {
    const email = newEmail('lista');
    const member = nodeController(emulators());
    expect((await member.signUp(email, PASSWORD)).ok).toBe(true);
    const uid = member.getState().user!.uid;
    const release = member.watchlist.retain();
    for (const name of ['AAPL', 'MSFT', 'OTP']) await member.watchlist.add(name);
    await expect.poll(() => storedDocs(emulators(), `users/${uid}/watchlist`).then((d) => d.length)).toBe(3);
    release();
    await member.dispose();

    const page = await visitor();
    await signIn(page, base, email);
    await page.goto(base + '/figyelolista');
    const list = main(page).getByRole('list', { name: 'Követett részvények' });
    await list.waitFor({ timeout: 20_000 });
    const order = () =>
      list.getByRole('link').evaluateAll((links) => links.map((l) => l.textContent?.trim().split(/\s/)[0]));
    expect(await order()).toEqual(['AAPL', 'MSFT', 'OTP']);
    expect(await list.getByRole('link', { name: /^AAPL/ }).getAttribute('href')).toBe('/stocks/AAPL');
    await list.getByRole('button', { name: 'OTP mozgatása feljebb' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(order).toEqual(['AAPL', 'OTP', 'MSFT']);
    await page.keyboard.press('Enter');
    await expect.poll(order).toEqual(['OTP', 'AAPL', 'MSFT']);
    await expect
      .poll(() => storedDocs(emulators(), `users/${uid}/settings`))
      .toEqual([{ id: 'watchlist', fields: { order: ['OTP', 'AAPL', 'MSFT'] } }]);
    await list.getByRole('button', { name: 'AAPL eltávolítása a figyelőlistáról' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(order).toEqual(['OTP', 'MSFT']);
    expect(
      await list
        .getByRole('button', { name: 'MSFT eltávolítása a figyelőlistáról' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await expect
      .poll(() => storedDocs(emulators(), `users/${uid}/watchlist`).then((d) => d.map((x) => x.id)))
      .toEqual(['MSFT', 'OTP']);
    // The order survives a reload, and the market service's last price and daily change are shown.
    await page.reload();
    await list.waitFor({ timeout: 20_000 });
    await expect.poll(order, { timeout: 15_000 }).toEqual(['OTP', 'MSFT']);
    await list.getByText(/%/).first().waitFor({ timeout: 20_000 });
    // The prices carry their trading day (issue 27 item 13).
    await main(page)
      .getByText(/^Záróár: \d{4}\. [a-zőéáúóüöí]+ \d{1,2}\.$/)
      .waitFor({ timeout: 20_000 });
    expect(await axeViolations(page)).toEqual([]);
    // A stock is added on the page itself, from the catalogue picker, by keyboard (issue 27 item 13).
    const picker = main(page).getByRole('combobox', { name: 'Részvény hozzáadása' });
    await picker.focus();
    await page.keyboard.type('MOL');
    await page.keyboard.press('Enter');
    await main(page).getByRole('button', { name: 'Hozzáadás', exact: true }).click();
    await expect.poll(order).toEqual(['OTP', 'MSFT', 'MOL']);
    await main(page).getByText('MOL felkerült a figyelőlistádra.').waitFor();
    await expect
      .poll(() => storedDocs(emulators(), `users/${uid}/watchlist`).then((d) => d.map((x) => x.id)))
      .toEqual(['MOL', 'MSFT', 'OTP']);
  });

  it('the contact form stores the message and says it was received; a second one within a minute is held back', async () => {
    const page = await visitor();
    await page.goto(base + '/kapcsolat');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const fill = async (subject: string) => {
      await page.getByPlaceholder('A neved').fill('Kovács Péter');
      await page.getByPlaceholder('pelda@email.hu').fill('peter@pelda.hu');
      await page.getByPlaceholder('Az üzenet tárgya').fill(subject);
      await page.getByPlaceholder('Írd le az üzenetedet…').fill('Mikor indul a hírlevél?');
      await page.getByRole('button', { name: 'Üzenet küldése' }).click();
    };
    await fill(`Kérdés ${width}`);
    await page.getByText('Köszönjük, megkaptuk az üzenetedet.').waitFor();
    const stored = await storedDocs(emulators(), 'contactMessages');
    expect(stored).toHaveLength(1);
    expect(stored[0]!.fields).toMatchObject({
      name: 'Kovács Péter',
      email: 'peter@pelda.hu',
      subject: `Kérdés ${width}`,
      message: 'Mikor indul a hírlevél?',
    });
    // A visitor's message carries no identifier of theirs.
    expect(Object.keys(stored[0]!.fields).sort()).toEqual([
      'createdAt',
      'email',
      'expiresAt',
      'mailed',
      'message',
      'name',
      'subject',
    ]);
    await fill('Még egy kérdés');
    await page.getByText('Innen most nem fogadunk több üzenetet. Kérjük, próbáld újra 1 perc múlva.').waitFor();
    expect(await storedDocs(emulators(), 'contactMessages')).toHaveLength(1);
  });

  it('a contact message typed before the page hydrates is taken over: the send button comes alive and the message is stored as written', async () => {
    const page = await visitor();
    // The site's scripts are held: the prerendered form is on screen, nothing has hydrated it.
    const release = await holdSiteScripts(page);
    const subject = `Korai kérdés ${width}`;
    await page.goto(base + '/kapcsolat', { waitUntil: 'commit' });
    await page.getByPlaceholder('A neved').fill('Kovács Péter');
    await page.getByPlaceholder('pelda@email.hu').fill('peter@pelda.hu');
    await page.getByPlaceholder('Az üzenet tárgya').fill(subject);
    await page.getByPlaceholder('Írd le az üzenetedet…').fill('Mikor indul a hírlevél?');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    release();
    // Once live, the form holds the text as typed: its button is enabled (the form is valid) and the
    // message goes out whole. Before, the form's state stayed empty under the visible text, and its
    // button disabled until every field was typed again.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Üzenet küldése' }).click();
    await page.getByText('Köszönjük, megkaptuk az üzenetedet.').waitFor();
    const stored = await storedDocs(emulators(), 'contactMessages');
    expect(stored.map((d) => d.fields)).toMatchObject([
      { name: 'Kovács Péter', email: 'peter@pelda.hu', subject, message: 'Mikor indul a hírlevél?' },
    ]);
  });
});

describe('the personal pages under production hosting', () => {
  it('are served with the app shell and X-Robots-Tag: noindex, content pages without it', async () => {
    const { url } = inject('hosting');
    for (const path of ['/fiok', '/figyelolista']) {
      const res = await fetch(url + path);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
    }
    expect((await fetch(url + '/kapcsolat')).headers.get('x-robots-tag')).toBeNull();
  });
});
