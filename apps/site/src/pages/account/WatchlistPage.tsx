import { Watchlist } from '@penzugy/widgets';
import { useWatchlist } from '../../auth';
import { useQuotes } from '../../data/market';
import { PageHeader } from '../common/states';
import * as styles from '../common/pages.css';

const stockHref = (name: string) => `/stocks/${encodeURIComponent(name)}`;

/**
 * /figyelolista: the signed-in visitor's watchlist on a page of its own (the route lets nobody
 * else in): each symbol with its last price and daily change from the market service, a link to
 * its stock page, and buttons to move it up or down or remove it; the order is stored with the list.
 * A picker above the list adds any stock of the catalogue (issue 27 item 13).
 */
export default function WatchlistPage() {
  const watchlist = useWatchlist();
  const quotes = useQuotes(watchlist.items?.map((i) => i.name));
  return (
    <>
      <PageHeader
        title="Figyelőlista"
        lead="A követett részvényeid a legutóbbi árfolyammal és a napi változással, a kívánt sorrendben."
      />
      <div className={styles.stack}>
        <Watchlist
          signedIn
          as="h2"
          title="Követett részvények"
          items={watchlist.items}
          error={watchlist.error ?? null}
          onRemove={(name) => void watchlist.remove(name)}
          onMove={(name, step) => void watchlist.move(name, step)}
          onAdd={watchlist.add}
          quotes={quotes}
          hrefFor={stockHref}
        />
      </div>
    </>
  );
}
