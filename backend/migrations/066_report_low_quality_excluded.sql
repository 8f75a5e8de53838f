-- Response quality (issue 50): a report states how many low-quality responses it left out
-- (ReportRequested's coverage.lowQualityExcluded; 0 for reports requested before).
ALTER TABLE reports ADD COLUMN coverage_low_quality_excluded integer NOT NULL DEFAULT 0;
