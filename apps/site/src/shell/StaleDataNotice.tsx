import { useEffect, useState } from 'react';
import { StaleDataBanner, type StaleDataset } from '@penzugy/widgets';
import { bannerClosed, closeBanner, loadMarketStatus, staleDatasets } from '../data/market-status';
import { useConsentState } from './ConsentBanner';
import { useHydrated } from './useHydrated';
import * as styles from './shell.css';

/**
 * The site-wide banner for datasets older than their schedule allows (docs/product.md#shell).
 * Client only, after hydration: it is a fixed overlay, so appearing later moves nothing on the page.
 * It waits for the cookie question to be answered, so the two never cover each other.
 */
export function StaleDataNotice() {
  const hydrated = useHydrated();
  const consent = useConsentState();
  const [datasets, setDatasets] = useState<StaleDataset[]>([]);
  useEffect(() => {
    if (!hydrated || bannerClosed(sessionStorage)) return;
    let live = true;
    loadMarketStatus(sessionStorage, Date.now()).then(
      (status) => live && setDatasets(staleDatasets(status)),
      // No status (the service is down): the figures' own dates still show their age.
      (e: unknown) => console.warn('A piaci adatok állapota nem tölthető be.', e),
    );
    return () => {
      live = false;
    };
  }, [hydrated]);
  if (consent === 'unknown') return null;
  return (
    <StaleDataBanner
      className={styles.staleBanner}
      datasets={datasets}
      onDismiss={() => {
        closeBanner(sessionStorage);
        setDatasets([]);
      }}
    />
  );
}
