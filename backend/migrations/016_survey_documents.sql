-- A survey's public document (issue 18): the survey row and its questions in order, every language's
-- texts included (a respondent picks the language on the page), kept as one row per survey that is not
-- deleted. GET /api/surveys/{idOrSlug}/document reads it with one indexed lookup (by id or by slug) and
-- serves it with the row's etag, so a respondent reloading the page revalidates it for a 304.
--
-- The document holds the rows as stored (to_jsonb of surveys and questions); the API maps them to the
-- view it shows with the same code as the other survey endpoints (surveys.queries.ts). Statement-level
-- triggers on surveys and questions recompute the documents of the surveys a statement touched; a
-- document only changes, and so only gets a new etag, when its rows did. While a rebuild writes the read
-- models the triggers do nothing, and the rebuild recomputes every document once at the end
-- (survey_documents_recompute in AFTER_REBUILD_SQL, backend/src/projections/row-change.ts), as migration
-- 012 does for the counters.

CREATE TABLE survey_documents (
  survey_id text PRIMARY KEY,
  slug text,
  document jsonb NOT NULL,
  etag text NOT NULL
);
-- Slugs are unique among surveys that are not deleted (surveys_slug_unique), and only those have a
-- document; a plain index spares a statement that moves a slug from one survey to another an ordering.
CREATE INDEX survey_documents_slug_idx ON survey_documents (slug) WHERE slug IS NOT NULL;

-- In UTC, so a document's times (and so its etag) read the same whoever writes.
CREATE FUNCTION survey_documents_refresh(survey_ids text[]) RETURNS void LANGUAGE plpgsql
SET search_path FROM CURRENT SET timezone TO 'UTC' AS $$
BEGIN
  DELETE FROM survey_documents d
  WHERE d.survey_id = ANY(survey_ids)
    AND NOT EXISTS (SELECT 1 FROM surveys s WHERE s.id = d.survey_id AND s.deleted_at IS NULL);
  INSERT INTO survey_documents AS d (survey_id, slug, document, etag)
  SELECT doc.survey_id, doc.slug, doc.document, md5(doc.document::text)
  FROM (
    SELECT s.id AS survey_id, s.slug, jsonb_build_object(
      'survey', to_jsonb(s) - 'deleted_at',
      'questions', COALESCE(
        (SELECT jsonb_agg(to_jsonb(q) ORDER BY q."order", q.created_at, q.id) FROM questions q WHERE q.survey_id = s.id),
        '[]'::jsonb)
    ) AS document
    FROM surveys s
    WHERE s.id = ANY(survey_ids) AND s.deleted_at IS NULL
  ) doc
  ORDER BY doc.survey_id
  ON CONFLICT (survey_id) DO UPDATE SET slug = EXCLUDED.slug, document = EXCLUDED.document, etag = EXCLUDED.etag
  WHERE d.etag IS DISTINCT FROM EXCLUDED.etag;
END $$;

-- Every survey's document from the rows, as the triggers keep them (after a rebuild, and below).
CREATE FUNCTION survey_documents_recompute() RETURNS void LANGUAGE plpgsql
SET search_path FROM CURRENT AS $$
BEGIN
  DELETE FROM survey_documents;
  PERFORM survey_documents_refresh(ARRAY(SELECT id FROM surveys WHERE deleted_at IS NULL));
END $$;

-- One trigger function for both tables and the three events: the surveys a statement touched are the ids
-- of the surveys rows it wrote, or the survey_id of the questions rows. Only the transition tables of the
-- event exist (new rows for an insert, old for a delete, both for an update), so the query is built for it.
CREATE FUNCTION survey_documents_rows_changed() RETURNS trigger LANGUAGE plpgsql
SET search_path FROM CURRENT AS $$
DECLARE
  survey_column text := CASE TG_TABLE_NAME WHEN 'surveys' THEN 'id' ELSE 'survey_id' END;
  touched text[];
BEGIN
  IF current_setting('seedline.rebuilding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  EXECUTE format(
    CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT array_agg(DISTINCT %1$I) FROM survey_documents_new_rows'
      WHEN 'DELETE' THEN 'SELECT array_agg(DISTINCT %1$I) FROM survey_documents_old_rows'
      ELSE 'SELECT array_agg(DISTINCT survey) FROM (SELECT %1$I AS survey FROM survey_documents_new_rows
            UNION ALL SELECT %1$I FROM survey_documents_old_rows) changed'
    END,
    survey_column) INTO touched;
  PERFORM survey_documents_refresh(COALESCE(touched, '{}'));
  RETURN NULL;
END $$;

CREATE TRIGGER survey_documents_surveys_insert AFTER INSERT ON surveys
  REFERENCING NEW TABLE AS survey_documents_new_rows FOR EACH STATEMENT EXECUTE FUNCTION survey_documents_rows_changed();
CREATE TRIGGER survey_documents_surveys_update AFTER UPDATE ON surveys
  REFERENCING NEW TABLE AS survey_documents_new_rows OLD TABLE AS survey_documents_old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION survey_documents_rows_changed();
CREATE TRIGGER survey_documents_surveys_delete AFTER DELETE ON surveys
  REFERENCING OLD TABLE AS survey_documents_old_rows FOR EACH STATEMENT EXECUTE FUNCTION survey_documents_rows_changed();
CREATE TRIGGER survey_documents_questions_insert AFTER INSERT ON questions
  REFERENCING NEW TABLE AS survey_documents_new_rows FOR EACH STATEMENT EXECUTE FUNCTION survey_documents_rows_changed();
CREATE TRIGGER survey_documents_questions_update AFTER UPDATE ON questions
  REFERENCING NEW TABLE AS survey_documents_new_rows OLD TABLE AS survey_documents_old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION survey_documents_rows_changed();
CREATE TRIGGER survey_documents_questions_delete AFTER DELETE ON questions
  REFERENCING OLD TABLE AS survey_documents_old_rows FOR EACH STATEMENT EXECUTE FUNCTION survey_documents_rows_changed();

SELECT survey_documents_recompute();
