/** Every dataset the refresh knows, in report order (the order of DATASET_IDS). */
import type { DatasetId } from '../snapshot';
import { ecbFx } from './ecb-fx';
import { edgar } from './edgar';
import { kshCpi } from './ksh-cpi';
import { mnbBaseRate } from './mnb-base-rate';
import { mnbFx } from './mnb-fx';
import { news } from './news';
import { prices } from './prices';
import type { AnyDataset } from './types';

export const DATASETS: readonly AnyDataset[] = [ecbFx, mnbFx, mnbBaseRate, kshCpi, prices, edgar, news];

export function datasetById(id: DatasetId): AnyDataset {
  const def = DATASETS.find((d) => d.id === id);
  if (!def) throw new Error(`Ismeretlen adatkör: ${id}`);
  return def;
}
