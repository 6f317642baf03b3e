import { describe, expect, it } from 'vitest';
import { analyticsCookieNames, clearAnalyticsCookies, cookieDomains, expiringAssignments } from './cookies';
import { createAnalytics, type AnalyticsSink, type ConsentState } from './core';
import { CONSENT_DEFAULTS, createGtagSink, type GtagWindow } from './gtag';

/** A consent store, a sink that records every call, and the withdrawals. */
function setup(initial: ConsentState = 'unknown') {
  let consent: ConsentState = initial;
  const calls: unknown[][] = [];
  let withdrawals = 0;
  const sink: AnalyticsSink = {
    send: (e, p) => calls.push(['event', e, p]),
    setUserProperties: (p) => calls.push(['set', p]),
    updateConsent: (s) => calls.push(['consent', s]),
  };
  const a = createAnalytics({
    sink: () => sink,
    readConsent: () => consent,
    writeConsent: (s) => {
      consent = s;
    },
    clearConsent: () => {
      consent = 'unknown';
    },
    withdraw: () => {
      withdrawals++;
    },
  });
  return { a, calls, withdrawals: () => withdrawals };
}

describe('Consent Mode', () => {
  it('announces the grant to the sink before its first event', () => {
    const { a, calls } = setup();
    a.track('page_view', { page_name: 'home' });
    a.setConsent('granted');
    expect(calls).toEqual([
      ['consent', 'granted'],
      ['event', 'page_view', { page_name: 'home' }],
    ]);
  });

  it('announces a grant stored on an earlier visit before the first event of this one', () => {
    const { a, calls } = setup('granted');
    a.track('search', { search_term: 'etf' });
    a.track('search', { search_term: 'thm' });
    expect(calls.map((c) => c[0])).toEqual(['consent', 'event', 'event']);
  });

  it('withdraws when the visitor refuses after a grant', () => {
    const direct = setup('granted');
    direct.a.setConsent('denied');
    expect(direct.withdrawals()).toBe(1);
  });

  it('withdraws a grant as soon as the visitor is asked again (the cookies do not wait for the answer)', () => {
    const askedAgain = setup('granted');
    askedAgain.a.reset();
    expect(askedAgain.withdrawals()).toBe(1);
    expect(askedAgain.a.consent()).toBe('unknown');
    askedAgain.a.track('search', { search_term: 'x' });
    expect(askedAgain.calls).toEqual([]);
    // The refusal that follows has nothing left to withdraw; a new grant is a grant like the first.
    askedAgain.a.setConsent('denied');
    expect(askedAgain.withdrawals()).toBe(1);
    const renewed = setup('granted');
    renewed.a.reset();
    renewed.a.setConsent('granted');
    expect(renewed.withdrawals()).toBe(1);
    expect(renewed.calls.map((c) => c[0])).toContain('consent');
  });

  it('does not withdraw a refusal that follows no grant, nor when asked again without a grant', () => {
    const fresh = setup();
    fresh.a.setConsent('denied');
    expect(fresh.withdrawals()).toBe(0);
    const undecided = setup();
    undecided.a.reset();
    expect(undecided.withdrawals()).toBe(0);
  });
});

describe('createGtagSink', () => {
  it('queues the denied defaults first, then the start, the config and the script; the grant is an update', () => {
    const win: GtagWindow = {};
    const scripts: string[] = [];
    const sink = createGtagSink(win, (src) => scripts.push(src), 'G-TEST 1');
    sink.updateConsent?.('granted');
    sink.send('page_view', { page_name: 'home' });
    const queued = win.dataLayer!.map((args) => Array.from(args as ArrayLike<unknown>));
    expect(queued[0]).toEqual(['consent', 'default', CONSENT_DEFAULTS]);
    expect(CONSENT_DEFAULTS.analytics_storage).toBe('denied');
    expect(queued[1]![0]).toBe('js');
    expect(queued[2]).toEqual(['config', 'G-TEST 1', { send_page_view: false }]);
    expect(queued.slice(3)).toEqual([
      ['consent', 'update', { analytics_storage: 'granted' }],
      ['event', 'page_view', { page_name: 'home' }],
    ]);
    expect(scripts).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST%201']);
  });

  it('loads no script without a measurement id, and a withdrawal is a denied update', () => {
    const win: GtagWindow = {};
    const scripts: string[] = [];
    createGtagSink(win, (src) => scripts.push(src)).updateConsent?.('denied');
    expect(scripts).toEqual([]);
    expect(Array.from(win.dataLayer!.at(-1) as ArrayLike<unknown>)).toEqual([
      'consent',
      'update',
      { analytics_storage: 'denied' },
    ]);
  });
});

describe('analytics cookies', () => {
  const jar = '_ga=GA1.1.1; theme=dark; _ga_ABC123=GS1.1; _gid=GA1.2; _gat_UA-1=1; _gaming=1; user=x';

  it('finds _ga, _ga_<stream>, _gid and _gat…, nothing else', () => {
    expect(analyticsCookieNames(jar)).toEqual(['_ga', '_ga_ABC123', '_gid', '_gat_UA-1']);
    expect(analyticsCookieNames('')).toEqual([]);
  });

  it('expires each on the host and on every parent domain but the top level', () => {
    expect(cookieDomains('www.penzugy.example.hu')).toEqual([
      '.www.penzugy.example.hu',
      '.penzugy.example.hu',
      '.example.hu',
    ]);
    expect(cookieDomains('localhost')).toEqual([]);
    expect(cookieDomains('127.0.0.1')).toEqual([]);
    const lines = expiringAssignments('_ga=1', 'www.example.hu');
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(/^_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=\//);
    expect(lines.map((l) => /Domain=(.*)$/.exec(l)?.[1])).toEqual([undefined, '.www.example.hu', '.example.hu']);
  });

  it('writes the deletions to the document and leaves other cookies alone', () => {
    const written: string[] = [];
    const doc = {
      get cookie() {
        return jar;
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    clearAnalyticsCookies(doc, 'example.hu');
    expect(written.map((w) => w.split('=')[0])).toEqual([
      '_ga',
      '_ga',
      '_ga_ABC123',
      '_ga_ABC123',
      '_gid',
      '_gid',
      '_gat_UA-1',
      '_gat_UA-1',
    ]);
  });
});
