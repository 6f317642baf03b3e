import { useParams } from 'react-router-dom';
import { StockDetailView, WatchlistButton } from '@penzugy/widgets';
import type { StockDetail } from '@penzugy/market-data';
import { useAuth, useWatchlist } from '../../auth';
import { ENDPOINTS } from '../../data/endpoints';
import { useJson } from '../../data/useJson';
import { useDocumentTitle } from '../../shell/RoutePage';
import { PageHeader } from '../common/states';

/** /stocks/{id}: real prices for the symbols in the market data, a clear "no data" state otherwise. */
export default function StockPage() {
  const { id = '' } = useParams();
  const symbol = id.toUpperCase();
  const detail = useJson<StockDetail>(ENDPOINTS.stock(symbol));
  const { user } = useAuth();
  const watchlist = useWatchlist();
  useDocumentTitle(detail.data ? `${detail.data.info.name} (${detail.data.info.symbol})` : symbol);

  const notFound = detail.status === 'error' && detail.httpStatus === 404;
  const inList = !!watchlist.items?.some((i) => i.name === symbol);
  if (notFound) {
    return (
      <>
        <PageHeader title={symbol} />
        <StockDetailView detail={null} />
      </>
    );
  }
  return (
    <StockDetailView
      as="h1"
      detail={detail.data}
      error={detail.status === 'error' && !notFound ? detail.error : null}
      onRetry={detail.reload}
      watchlistSlot={
        // An index (BUX, S&P 500) is not a share to follow: the watchlist holds stocks.
        detail.data?.info.kind === 'index' ? undefined : (
          <WatchlistButton
            symbol={symbol}
            signedIn={!!user}
            inWatchlist={inList}
            error={watchlist.error ?? null}
            onToggle={(add) => void (add ? watchlist.add(symbol) : watchlist.remove(symbol))}
          />
        )
      }
    />
  );
}
