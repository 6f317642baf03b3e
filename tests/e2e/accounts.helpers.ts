/**
 * Shared steps of the account tests (auth.e2e.ts, watchlist.e2e.ts): driving the account pages
 * the way a visitor does, and reading what the site keeps in the browser.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { AuthController } from '../../apps/site/src/auth/controller';
import { resolveFirebaseTarget } from '../../apps/site/src/auth/config';
import { MemoryStorage } from '../../apps/site/src/auth/memory-storage';
import type { SessionOptions } from '../../apps/site/src/auth/session';
import type { EmulatorHosts } from '../support/services/emulators';

/** A fresh address per call, so tests never depend on each other's accounts. */
export function newEmail(label = 'teszt'): string {
  return `${label}.${randomUUID().slice(0, 8)}@pelda.hu`;
}

export const PASSWORD = 'Titkos-jelszo-1';

/** The labels of the account forms (apps/site/src/auth/strings.ts). */
export const LABELS = { email: 'E-mail-cím', password: 'Jelszó', confirm: 'Jelszó megerősítése' } as const;

export async function fillSignup(
  page: Page,
  base: string,
  email: string,
  password: string,
  confirm = password,
): Promise<void> {
  await page.goto(base + '/signup');
  await page.getByLabel(LABELS.email).fill(email);
  await page.getByLabel(LABELS.password, { exact: true }).fill(password);
  await page.getByLabel(LABELS.confirm).fill(confirm);
}

/** Signs up through /signup and waits for the home page. */
export async function signUp(page: Page, base: string, email: string, password = PASSWORD): Promise<void> {
  await fillSignup(page, base, email, password);
  await page.getByRole('button', { name: 'Regisztráció', exact: true }).click();
  await page.waitForURL(base + '/');
}

export async function fillLogin(page: Page, base: string, email: string, password: string): Promise<void> {
  await page.goto(base + '/login');
  await page.getByLabel(LABELS.email).fill(email);
  await page.getByLabel(LABELS.password, { exact: true }).fill(password);
}

/** Signs in through /login and waits for the home page. */
export async function signIn(page: Page, base: string, email: string, password = PASSWORD): Promise<void> {
  await fillLogin(page, base, email, password);
  await page.getByRole('button', { name: 'Bejelentkezés', exact: true }).click();
  await page.waitForURL(base + '/');
}

/** The success messages that outlive a navigation are in the site's polite live region. */
export function notice(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

/**
 * Waits for a success notice and checks that the visitor can see it: inside the viewport and painted
 * with the theme's colours. A notice rendered outside the theme root had no `bottom` and fell below the
 * end of the page (issue 27), so waiting for it alone passed while nobody could see it.
 */
export async function seeNotice(page: Page, text: string): Promise<void> {
  const region = notice(page, text);
  await region.waitFor();
  const box = await region
    .locator(':scope > *')
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      const css = getComputedStyle(el);
      return {
        top: r.top,
        bottom: r.bottom,
        left: r.left,
        right: r.right,
        width: window.innerWidth,
        height: window.innerHeight,
        background: css.backgroundColor,
      };
    });
  expect(box.top, `"${text}" starts below the viewport`).toBeGreaterThanOrEqual(0);
  expect(box.bottom, `"${text}" ends below the viewport`).toBeLessThanOrEqual(box.height);
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(box.width);
  expect(box.background, `"${text}" has no background of its own`).not.toMatch(/^rgba\(0, 0, 0, 0\)$|^transparent$/);
}

/** The storage entry of docs/product.md#entities ('user'), parsed. */
export async function storedUser(page: Page): Promise<{ uid: string; email: string | null } | null> {
  const raw = await page.evaluate(() => localStorage.getItem('user'));
  return raw ? JSON.parse(raw) : null;
}

/**
 * The site's account controller in Node against the emulators: the functions the pages call,
 * without a browser (each call is a separate visitor with nothing persisted).
 */
export function nodeController(
  { authHost, firestoreHost }: EmulatorHosts,
  session: SessionOptions = {},
): AuthController {
  return new AuthController({
    target: resolveFirebaseTarget({ VITE_AUTH_EMULATOR_HOST: authHost, VITE_FIRESTORE_EMULATOR_HOST: firestoreHost }),
    storage: new MemoryStorage(),
    session: { persistence: 'memory', appName: `visitor-${randomUUID()}`, ...session },
  });
}
