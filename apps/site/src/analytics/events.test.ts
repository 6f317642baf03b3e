import { describe, expect, it } from 'vitest';
import { createAnalytics, type AnalyticsSink, type ConsentState } from './core';
import { authEvent, linkClickEvent, shareEvent, userInterest } from './events';

const origin = 'https://penzugy.example';

describe('event shapes (docs/product.md#analytics)', () => {
  it('login and sign_up carry the method', () => {
    expect(authEvent('login', 'email')).toEqual({ event: 'login', params: { method: 'email' } });
    expect(authEvent('sign_up', 'google')).toEqual({ event: 'sign_up', params: { method: 'google' } });
  });

  it("share is the calculators' link copy", () => {
    expect(shareEvent('home-loan')).toEqual({
      event: 'share',
      params: { method: 'link_copy', content_type: 'calculator', item_id: 'home-loan' },
    });
  });

  it('a download link is file_download with the file name and extension', () => {
    expect(
      linkClickEvent({
        href: `${origin}/library/edgar/AAPL/10-K%202024.htm`,
        origin,
        download: true,
        text: ' Letöltés ',
      }),
    ).toEqual({
      event: 'file_download',
      params: {
        file_name: '10-K 2024.htm',
        file_extension: 'htm',
        link_url: `${origin}/library/edgar/AAPL/10-K%202024.htm`,
        link_text: 'Letöltés',
      },
    });
    // A library file opened by a plain link is a download as well; a page under /library is not.
    expect(linkClickEvent({ href: `${origin}/library/x.pdf`, origin, download: false, text: 'PDF' })?.event).toBe(
      'file_download',
    );
    expect(linkClickEvent({ href: `${origin}/konyvtar`, origin, download: false, text: 'Könyvtár' })).toBeUndefined();
  });

  it('a link to another site is an outbound click, wherever it sits', () => {
    expect(
      linkClickEvent({
        href: 'https://www.facebook.com/penzugy',
        origin,
        download: false,
        area: 'footer',
        text: 'Facebook',
      }),
    ).toEqual({
      event: 'click',
      params: {
        link_url: 'https://www.facebook.com/penzugy',
        link_domain: 'www.facebook.com',
        link_text: 'Facebook',
        outbound: true,
      },
    });
  });

  it('a link of the header, menu or footer is navigation_click with its area; other links are nothing', () => {
    expect(
      linkClickEvent({ href: `${origin}/hirek?x=1`, origin, download: false, area: 'menu', text: 'Hírek' }),
    ).toEqual({
      event: 'navigation_click',
      params: { nav_area: 'menu', link_url: '/hirek?x=1', link_text: 'Hírek' },
    });
    expect(
      linkClickEvent({ href: `${origin}/rolunk`, origin, download: false, area: 'footer', text: 'Rólunk' })?.params
        .nav_area,
    ).toBe('footer');
    expect(
      linkClickEvent({ href: `${origin}/`, origin, download: false, area: 'header', text: '' })?.params.nav_area,
    ).toBe('header');
    expect(linkClickEvent({ href: `${origin}/hirek`, origin, download: false, text: 'Hírek' })).toBeUndefined();
    expect(
      linkClickEvent({ href: 'mailto:info@penzugy.example', origin, download: false, area: 'footer', text: 'E-mail' }),
    ).toBeUndefined();
    expect(
      linkClickEvent({ href: 'tel:+3612345678', origin, download: false, area: 'footer', text: 'Telefon' }),
    ).toBeUndefined();
    expect(linkClickEvent({ href: 'http://[bad', origin, download: false, text: 'x' })).toBeUndefined();
  });

  it('user_interest follows the reading sections only', () => {
    expect(userInterest('calculators')).toBe('kalkulatorok');
    expect(userInterest('news')).toBe('hirek');
    expect(userInterest('investments')).toBe('befektetesek');
    expect(userInterest('auth')).toBeUndefined();
    expect(userInterest('legal')).toBeUndefined();
  });
});

describe('the new events pass the consent gate', () => {
  it('are dropped before consent and sent in their shape after it', () => {
    let consent: ConsentState = 'unknown';
    const calls: unknown[][] = [];
    const sink: AnalyticsSink = {
      send: (e, p) => calls.push([e, p]),
      setUserProperties: (p) => calls.push(['set', p]),
    };
    const a = createAnalytics({
      sink: () => sink,
      readConsent: () => consent,
      writeConsent: (s) => void (consent = s),
    });
    const events = [authEvent('login', 'email'), shareEvent('monte-carlo')];
    for (const { event, params } of events) a.track(event, params);
    a.setUserProperties({ user_interest: 'kalkulatorok' });
    expect(calls).toEqual([]);
    a.setConsent('granted');
    expect(calls).toEqual([['set', { user_interest: 'kalkulatorok' }]]);
    for (const { event, params } of events) a.track(event, params);
    expect(calls.slice(1)).toEqual([
      ['login', { method: 'email' }],
      ['share', { method: 'link_copy', content_type: 'calculator', item_id: 'monte-carlo' }],
    ]);
  });
});
