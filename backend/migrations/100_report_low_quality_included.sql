-- Response quality (issue 50): a report asked to count low-quality responses states how many it
-- counted (ReportRequested's coverage.lowQualityIncluded; 0 for reports that left them out).
ALTER TABLE reports ADD COLUMN coverage_low_quality_included integer NOT NULL DEFAULT 0;
