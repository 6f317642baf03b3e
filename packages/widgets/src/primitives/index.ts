/** Building blocks every widget may use, calculators and market widgets alike. */
export { Stat, StatGrid } from './Stat';
export type { StatProps } from './Stat';
export { useControllableState } from './useControllableState';
export type { ControllableStateProps } from './useControllableState';
export { useAsyncData } from './useAsyncData';
export type { AsyncData, AsyncDataOptions, AsyncDataResult } from './useAsyncData';
export { useLatestRequest } from './useLatestRequest';
export type { AsyncStatus, LatestRequest, LatestRequestState, RunOutcome } from './useLatestRequest';
export { useCallbackRef } from './useCallbackRef';
export { useLatest } from './useLatest';
export { objectKey } from './object-key';
export { useStateFor } from './useStateFor';
export { useLagged, useNextTask } from './useNextTask';
export { HEADING_BELOW } from './heading-below';
export type { HeadingAbove } from './heading-below';
export { Region, RegionBoundary } from './Region';
export type { RegionBoundaryComponent } from './Region';
