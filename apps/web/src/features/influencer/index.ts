// The influencer feature's public surface (its pages are lazy-loaded by app/router.tsx).
export { InfluencerProjectSection } from './components/InfluencerProjectSection';
export { useInfluencerFacts } from './hooks/useInfluencer';
export { influencerLive } from './live';
export { influencerKeys } from './query-keys';
