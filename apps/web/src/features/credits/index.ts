// The credits feature as other features see it.
export { FilmographySection } from './components/FilmographySection';
export { PendingCreditNotice } from './components/PendingCreditNotice';
