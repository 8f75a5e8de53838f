// The responses feature's front door: its module and service, its events' and answers' shapes, the typed-answer
// rules and the reads other features make of responses (for analysis, a page of them, the drop-off counts).
export * from './answer-value-shape';
export * from './response.decider';
export * from './response.events';
export * from './responses-for-analysis';
export * from './responses-page';
export * from './responses.dto';
export * from './responses.module';
export * from './responses.service';
export * from './responses.views';
export * from '@seedline/shared';
export * from './drop-off/drop-off';
export { readDropOffCounts } from './drop-off/drop-off.queries';
export { csvLine, CSV_BOM } from './responses-csv';
export { SurveySummaryService } from './survey-summary/survey-summary.service';
export { readSegmentCounts } from './survey-summary/segment-split.queries';
export { splitBySegment } from './survey-summary/segment-split';
