/**
 * The watchlist in Firestore (docs/product.md#watchlist: users/{uid}/watchlist/{name} holding { name }):
 * the site's own functions in Node against the real emulators, and the stock screen's add/remove
 * control in Chromium. Every test starts from empty emulators.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { AuthController } from '../../apps/site/src/auth/controller';
import { errorCode } from '../../apps/site/src/auth/errors';
import { WATCHLIST_MESSAGES } from '../../apps/site/src/auth/strings';
import { WATCHLIST_MAX_ITEMS } from '../../apps/site/src/auth/watchlist-name';
import { launchChromium } from '../support/browser';
import {
  clearFirebaseEmulators,
  emulatorsForTests,
  storedWatchlist,
  type FirebaseEmulators,
} from '../support/services/emulators';
import { siteContext } from '../support/site';
import { newEmail, nodeController, PASSWORD, signUp, storedUser } from './accounts.helpers';
import { storedDocs } from './personal.helpers';

const base = inject('siteUrl');
const ADD = 'Hozzáadás a figyelőlistához';
const REMOVE = 'Eltávolítás a figyelőlistáról';

let emulators: FirebaseEmulators;
const controllers: AuthController[] = [];

beforeAll(async () => {
  emulators = await emulatorsForTests(inject('firebase'));
});
afterAll(async () => emulators?.stop());
beforeEach(async () => clearFirebaseEmulators(emulators));
afterEach(async () => {
  await Promise.all(controllers.splice(0).map((c) => c.dispose()));
});

/** A signed-up visitor using the site's functions in Node, with the live list running. */
async function member(label: string): Promise<{ controller: AuthController; uid: string; release: () => void }> {
  const controller = nodeController(emulators);
  controllers.push(controller);
  const outcome = await controller.signUp(newEmail(label), PASSWORD);
  expect(outcome.ok).toBe(true);
  const release = controller.watchlist.retain();
  return { controller, uid: controller.getState().user!.uid, release };
}

const names = (c: AuthController) => c.watchlist.getState().items?.map((i) => i.name);

describe("the site's watchlist functions", () => {
  it('add and remove update the live list at once and store exactly { name } under the user', async () => {
    const { controller, uid } = await member('anna');
    await expect.poll(() => names(controller)).toEqual([]);
    await controller.watchlist.add(' aapl ');
    // The add resolved once the write was issued; the live list shows it from the local cache.
    await expect.poll(() => names(controller)).toEqual(['AAPL']);
    await controller.watchlist.add('BRK.B');
    await expect.poll(() => names(controller)).toEqual(['AAPL', 'BRK.B']);
    await expect
      .poll(() => storedWatchlist(emulators, uid))
      .toEqual([
        { id: 'AAPL', fields: { name: 'AAPL' } },
        { id: 'BRK.B', fields: { name: 'BRK.B' } },
      ]);
    await controller.watchlist.remove('AAPL');
    await expect.poll(() => names(controller)).toEqual(['BRK.B']);
    await expect.poll(() => storedWatchlist(emulators, uid)).toEqual([{ id: 'BRK.B', fields: { name: 'BRK.B' } }]);
    expect(controller.watchlist.getState().error).toBeUndefined();
  });

  it("a second user sees only their own list and cannot read the first user's", async () => {
    const anna = await member('anna');
    await anna.controller.watchlist.add('AAPL');
    await expect.poll(() => storedWatchlist(emulators, anna.uid)).toHaveLength(1);

    const bela = await member('bela');
    await expect.poll(() => names(bela.controller)).toEqual([]);
    await bela.controller.watchlist.add('MSFT');
    await expect.poll(() => names(bela.controller)).toEqual(['MSFT']);
    expect(names(anna.controller)).toEqual(['AAPL']);

    // Even asking Firestore directly for Anna's list, Béla is refused by the rules.
    const session = (await bela.controller.load())!;
    const db = await session.watchlist();
    const refusal = await new Promise<unknown>((resolve) => {
      const off = db.watch(
        anna.uid,
        () => {},
        (error) => {
          off();
          resolve(error);
        },
      );
    });
    expect(errorCode(refusal)).toBe('permission-denied');
    await expect(db.add(anna.uid, 'TSLA')).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await storedWatchlist(emulators, anna.uid)).toEqual([{ id: 'AAPL', fields: { name: 'AAPL' } }]);
  });

  it('signing out ends the listener and empties the list; then adding asks the visitor to sign in', async () => {
    const { controller, uid } = await member('cili');
    await controller.watchlist.add('OTP');
    await expect.poll(() => names(controller)).toEqual(['OTP']);
    // Let the server confirm first: a write still queued at sign-out stays with the old user's queue.
    await expect.poll(() => storedWatchlist(emulators, uid)).toHaveLength(1);
    await controller.signOut();
    expect(controller.watchlist.getState().items).toBeUndefined();
    // A listener still running after sign-out would now fail with permission-denied and report it.
    await new Promise((r) => setTimeout(r, 500));
    expect(controller.watchlist.getState().error).toBeUndefined();

    await controller.watchlist.add('MOL');
    expect(controller.watchlist.getState()).toMatchObject({
      error: WATCHLIST_MESSAGES.signInRequired,
      needsSignIn: true,
    });
    expect(await storedWatchlist(emulators, uid)).toEqual([{ id: 'OTP', fields: { name: 'OTP' } }]);
  });

  it('switching to another account moves the live list to that account', async () => {
    const email = newEmail('dora');
    const { controller } = await member('elek');
    await controller.watchlist.add('AAPL');
    await expect.poll(() => names(controller)).toEqual(['AAPL']);
    // Dóra's account, created by another visitor, with a list of her own.
    const other = nodeController(emulators);
    controllers.push(other);
    await other.signUp(email, PASSWORD);
    await other.watchlist.add('NVDA');
    await expect.poll(() => storedWatchlist(emulators, other.getState().user!.uid)).toHaveLength(1);

    expect((await controller.signIn(email, PASSWORD)).ok).toBe(true);
    await expect.poll(() => names(controller)).toEqual(['NVDA']);
  });

  it('refuses an invalid symbol with the Hungarian message before any request', async () => {
    const { controller, uid } = await member('feri');
    await controller.watchlist.add('nem jó!');
    expect(controller.watchlist.getState().error).toBe(WATCHLIST_MESSAGES.invalidName);
    expect(await storedWatchlist(emulators, uid)).toEqual([]);
    // The next good action clears the message.
    await controller.watchlist.add('AAPL');
    await expect.poll(() => controller.watchlist.getState().error).toBeUndefined();
  });
});

describe('the bounded list', () => {
  it(`a list of ${WATCHLIST_MAX_ITEMS} refuses a new symbol with the Hungarian message; the rules refuse it too`, async () => {
    const { controller, uid } = await member('gabi');
    const db = await (await controller.load())!.watchlist();
    for (let i = 0; i < WATCHLIST_MAX_ITEMS; i++) await db.add(uid, `S${i}`);
    await expect.poll(() => names(controller)?.length).toBe(WATCHLIST_MAX_ITEMS);
    await controller.watchlist.add('AAPL');
    expect(controller.watchlist.getState().error).toBe(WATCHLIST_MESSAGES.full);
    // Saving a listed symbol again is still fine, and the message goes.
    await controller.watchlist.add('S1');
    await expect.poll(() => controller.watchlist.getState().error).toBeUndefined();
    // Past the site's own check, Firestore refuses the 101st item.
    await expect(db.add(uid, 'AAPL')).rejects.toMatchObject({ code: 'permission-denied' });
    // After a removal there is room again.
    await controller.watchlist.remove('S0');
    await expect.poll(() => names(controller)?.length).toBe(WATCHLIST_MAX_ITEMS - 1);
    await controller.watchlist.add('AAPL');
    await expect.poll(() => names(controller)?.includes('AAPL')).toBe(true);
    expect(controller.watchlist.getState().error).toBeUndefined();
  }, 120_000);
});

describe('the order across devices', () => {
  it('moves made on two devices at once both apply: neither overwrites the other (no last writer wins)', async () => {
    const email = newEmail('sorrend');
    const a = nodeController(emulators);
    const b = nodeController(emulators);
    controllers.push(a, b);
    expect((await a.signUp(email, PASSWORD)).ok).toBe(true);
    const uid = a.getState().user!.uid;
    a.watchlist.retain();
    for (const name of ['AAPL', 'MSFT', 'OTP', 'TSLA']) await a.watchlist.add(name);
    expect((await b.signIn(email, PASSWORD)).ok).toBe(true);
    b.watchlist.retain();
    await expect.poll(() => names(a), { timeout: 15_000 }).toEqual(['AAPL', 'MSFT', 'OTP', 'TSLA']);
    await expect.poll(() => names(b), { timeout: 15_000 }).toEqual(['AAPL', 'MSFT', 'OTP', 'TSLA']);
    // In the same tick, each from the same view: A moves MSFT up, B moves TSLA up. Stored as
    // whole lists, one device's list would overwrite the other's move.
    await Promise.all([a.watchlist.move('MSFT', -1), b.watchlist.move('TSLA', -1)]);
    const both = ['MSFT', 'AAPL', 'TSLA', 'OTP'];
    const stored = async () =>
      (await storedDocs(emulators, `users/${uid}/settings`)).find((d) => d.id === 'watchlist')?.fields.order;
    await expect.poll(stored, { timeout: 15_000 }).toEqual(both);
    await expect.poll(() => names(a)).toEqual(both);
    await expect.poll(() => names(b)).toEqual(both);
  });
});

describe('the stock screen (/stocks/AAPL) in Chromium', () => {
  let browser: Browser;
  let contexts: BrowserContext[] = [];

  async function visitor(): Promise<Page> {
    const context = await siteContext(browser);
    contexts.push(context);
    return context.newPage();
  }

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => browser?.close());
  afterEach(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    contexts = [];
  });

  const button = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name, exact: true });

  it('signed out, the control is disabled and points to the login page', async () => {
    const page = await visitor();
    await page.goto(base + '/stocks/AAPL');
    await button(page, ADD).waitFor();
    expect(await button(page, ADD).isDisabled()).toBe(true);
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: /jelentkezz be/i })
        .getAttribute('href'),
    ).toBe('/login');
  });

  it('adds and removes AAPL; the change is stored and survives a reload', async () => {
    const page = await visitor();
    await signUp(page, base, newEmail('gabi'));
    const uid = (await storedUser(page))!.uid;
    await page.goto(base + '/stocks/AAPL');
    await button(page, ADD).click();
    await button(page, REMOVE).waitFor();
    await expect.poll(() => storedWatchlist(emulators, uid)).toEqual([{ id: 'AAPL', fields: { name: 'AAPL' } }]);

    await page.reload();
    await button(page, REMOVE).waitFor({ timeout: 15_000 });
    await button(page, REMOVE).click();
    await button(page, ADD).waitFor();
    await expect.poll(() => storedWatchlist(emulators, uid)).toEqual([]);
  });

  it("a second user does not see the first user's AAPL, and their changes stay their own", async () => {
    const anna = await visitor();
    await signUp(anna, base, newEmail('anna'));
    const annaUid = (await storedUser(anna))!.uid;
    await anna.goto(base + '/stocks/AAPL');
    await button(anna, ADD).click();
    await button(anna, REMOVE).waitFor();
    await expect.poll(() => storedWatchlist(emulators, annaUid)).toHaveLength(1);

    const bela = await visitor();
    await signUp(bela, base, newEmail('bela'));
    const belaUid = (await storedUser(bela))!.uid;
    // Firestore's listen channel stays open (no network idle): wait for it to answer, then give the
    // first snapshot a moment. The Node tests above prove the isolation without any timing.
    const listening = bela.waitForResponse((r) => r.url().includes('google.firestore.v1.Firestore/Listen'), {
      timeout: 15_000,
    });
    await bela.goto(base + '/stocks/AAPL');
    await listening;
    await bela.waitForTimeout(1_000);
    expect(await button(bela, REMOVE).count()).toBe(0);
    await button(bela, ADD).click();
    await button(bela, REMOVE).waitFor();
    await button(bela, REMOVE).click();
    await button(bela, ADD).waitFor();
    await expect.poll(() => storedWatchlist(emulators, belaUid)).toEqual([]);
    // Béla's add and remove never touched Anna's list.
    expect(await storedWatchlist(emulators, annaUid)).toEqual([{ id: 'AAPL', fields: { name: 'AAPL' } }]);
    await anna.reload();
    await button(anna, REMOVE).waitFor({ timeout: 15_000 });
  });
});
