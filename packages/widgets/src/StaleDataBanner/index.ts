export { StaleDataBanner } from './StaleDataBanner';
export type { StaleDataBannerProps, StaleDataset } from './StaleDataBanner';
export { STALE_DATA_STRINGS } from './strings';
