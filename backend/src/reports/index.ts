// The reports feature's front door: its service and the reads of a survey's reports.
export { listReports } from './reports.queries';
export * from './reports.service';
export { latestCompletedReportIds } from './reports.queries';
