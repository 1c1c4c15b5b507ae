// The reports' surface for other features (issue 31): the 'Signaler' button, the administrator's removal of a
// comment and the suspension dialog of the 'Utilisateurs' page. Kept apart from index.ts, which the blocking
// part of this feature owns.
export { CommentRemovalButton } from './reports/CommentRemovalButton';
export { ReportButton } from './reports/ReportButton';
export { SuspensionDialog } from './reports/SuspensionDialog';
