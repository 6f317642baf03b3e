import { useNavigate } from 'react-router-dom';
import { Heatmap, MarketTables, Watchlist } from '@penzugy/widgets';
import type { MarketTables as MarketTablesData } from '@penzugy/market-data';
import { useWatchlist } from '../../auth';
import { ENDPOINTS } from '../../data/endpoints';
import { loadHeatmap, useQuotes } from '../../data/market';
import { useJson } from '../../data/useJson';
import { PreviewOverlay } from '../common/PreviewOverlay';
import { PageHeader } from '../common/states';
import { HydrationSlice } from '../../shell/HydrationSlice';
import { useShownUser } from '../../shell/useShownUser';
import * as styles from '../common/pages.css';

const stockHref = (name: string) => `/stocks/${encodeURIComponent(name)}`;

/**
 * /befektetesek: the dashboard under its 'Hamarosan' overlay (docs/product.md#dashboard). It works underneath on
 * real data: the heatmap and the market tables come from the market service, the watchlist from
 * the visitor's account.
 */
export default function InvestmentsPage() {
  const navigate = useNavigate();
  // Signed out in the prerendered HTML and while it hydrates (useShownUser.ts).
  const user = useShownUser();
  const watchlist = useWatchlist();
  const tables = useJson<MarketTablesData>(ENDPOINTS.marketTables);
  const quotes = useQuotes(user ? watchlist.items?.map((i) => i.name) : undefined);
  return (
    <>
      <PageHeader title="Befektetések" lead="Piaci hőtérkép, indexek és a saját figyelőlistád egy helyen." />
      <PreviewOverlay description="A befektetési irányítópult fejlesztés alatt áll. Az előzetes már valós piaci adatokkal működik.">
        <div className={styles.stack}>
          {/* Each widget hydrates in a task of its own (shell/HydrationSlice.tsx). */}
          <HydrationSlice>
            <Watchlist
              signedIn={!!user}
              items={user ? watchlist.items : undefined}
              error={watchlist.error ?? null}
              onRemove={(name) => void watchlist.remove(name)}
              onMove={(name, step) => void watchlist.move(name, step)}
              quotes={quotes}
              // The quotes come from the same price source as the tables.
              source={tables.data?.source}
              hrefFor={stockHref}
            />
          </HydrationSlice>
          <HydrationSlice>
            <Heatmap
              loadHeatmap={loadHeatmap}
              defaultMarket="sp500"
              hrefFor={stockHref}
              onSelect={(name, event) => {
                event.preventDefault();
                navigate(stockHref(name));
              }}
            />
          </HydrationSlice>
          <HydrationSlice>
            <MarketTables
              data={tables.data}
              error={tables.status === 'error' ? tables.error : null}
              onRetry={tables.reload}
            />
          </HydrationSlice>
        </div>
      </PreviewOverlay>
    </>
  );
}
