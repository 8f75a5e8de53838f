-- Issue 16: question types and translations.
--
-- Read model: a question's type settings (options, "Other", scale end labels, number range) and its
-- translated texts by language; a survey's declared languages (NULL = English and Urdu, as every survey
-- offered before) and its translated title and description. Rows from before read as long text
-- questions with no settings and no translations, exactly as they did.
ALTER TABLE questions
  ADD COLUMN options jsonb,
  ADD COLUMN allow_other boolean NOT NULL DEFAULT false,
  ADD COLUMN scale_labels jsonb,
  ADD COLUMN number_range jsonb,
  ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;

ALTER TABLE surveys
  ADD COLUMN languages jsonb,
  ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;

-- The starter survey's Urdu texts lived in the frontend, matched by English text. They move into the
-- survey's own data: an existing starter survey gets a SurveyTranslationSet at the end of its stream (the
-- event as the event store writes it: plain JSON, survey events are not encrypted), translating only the
-- texts the admin has not changed since (a reworded question keeps no stale Urdu). A fresh install has
-- no starter stream yet: the seeder records the same translation. Nothing happens when there is nothing
-- to translate, or when the stream already has a translation.
WITH texts (en, ur) AS (
  VALUES
    ('AI Workflow Discovery Survey',
     'اے آئی ورک فلو جائزہ سروے'),
    ('Seven short questions about your daily work, so we can find where AI could save your team time. There are no right or wrong answers.',
     'آپ کے روزمرہ کام کے بارے میں سات مختصر سوالات، تاکہ ہم جان سکیں کہ اے آئی آپ کی ٹیم کا وقت کہاں بچا سکتا ہے۔ کوئی جواب صحیح یا غلط نہیں ہے۔'),
    ('What is your role, and what does a typical workday look like for you?',
     'آپ کا کردار کیا ہے، اور آپ کے کام کا ایک عام دن کیسا گزرتا ہے؟'),
    ('Which tasks take up most of your time each week?',
     'ہر ہفتے آپ کا زیادہ تر وقت کن کاموں میں صرف ہوتا ہے؟'),
    ('Which of your tasks feel repetitive, manual or error-prone?',
     'آپ کے کون سے کام بار بار دہرائے جانے والے، ہاتھ سے کیے جانے والے یا غلطیوں کا شکار محسوس ہوتے ہیں؟'),
    ('Which tools and systems do you use every day, and where do they fall short?',
     'آپ روزانہ کون سے ٹولز اور سسٹم استعمال کرتے ہیں، اور وہ کہاں کم پڑ جاتے ہیں؟'),
    ('Where do you wait for information or approvals from other people or teams?',
     'آپ کو کن مواقع پر دوسرے لوگوں یا ٹیموں سے معلومات یا منظوری کا انتظار کرنا پڑتا ہے؟'),
    ('Have you used any AI tools at work so far? What helped, and what did not?',
     'کیا آپ نے اب تک کام پر کوئی اے آئی ٹول استعمال کیا ہے؟ کس چیز سے مدد ملی، اور کس سے نہیں؟'),
    ('If an AI assistant could take one task off your plate tomorrow, which would you choose and why?',
     'اگر کل سے کوئی اے آئی اسسٹنٹ آپ کا ایک کام سنبھال لے، تو آپ کون سا کام چنیں گے اور کیوں؟')
),
starter AS (
  SELECT s.title, s.description FROM surveys s
  WHERE s.id = '5eed0000-0000-4000-8000-000000000000'
    AND EXISTS (SELECT 1 FROM events WHERE stream_id = 'survey-5eed0000-0000-4000-8000-000000000000' AND type = 'SurveyCreated')
    AND NOT EXISTS (SELECT 1 FROM events WHERE stream_id = 'survey-5eed0000-0000-4000-8000-000000000000' AND type = 'SurveyTranslationSet')
),
translated_questions AS (
  SELECT coalesce(jsonb_object_agg(q.id::text, jsonb_build_object('questionText', t.ur)), '{}'::jsonb) AS value
  FROM questions q JOIN texts t ON t.en = q.question_text
  WHERE q.survey_id = '5eed0000-0000-4000-8000-000000000000'
),
translation AS (
  SELECT jsonb_strip_nulls(jsonb_build_object(
           'title', (SELECT t.ur FROM texts t WHERE t.en = starter.title),
           'description', (SELECT t.ur FROM texts t WHERE t.en = starter.description)
         )) || jsonb_build_object('questions', translated_questions.value) AS value
  FROM starter, translated_questions
)
INSERT INTO events (stream_id, stream_version, type, schema_version, data)
SELECT
  'survey-5eed0000-0000-4000-8000-000000000000',
  (SELECT max(stream_version) + 1 FROM events WHERE stream_id = 'survey-5eed0000-0000-4000-8000-000000000000'),
  'SurveyTranslationSet',
  1,
  jsonb_build_object(
    'surveyId', '5eed0000-0000-4000-8000-000000000000',
    'language', 'ur',
    'translation', translation.value,
    'setAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
FROM translation
WHERE translation.value <> '{"questions": {}}'::jsonb;

-- The read model as the surveys projection leaves it after that event (so no rebuild is needed): the
-- title and description under surveys.translations.ur, each question's texts under its translations.ur.
-- Before this migration no survey had a translation, so a SurveyTranslationSet of the starter stream is
-- the one just appended.
UPDATE surveys s
SET translations = CASE
    WHEN (e.data -> 'translation') - 'questions' = '{}'::jsonb THEN '{}'::jsonb
    ELSE jsonb_build_object('ur', (e.data -> 'translation') - 'questions')
  END
FROM events e
WHERE s.id = '5eed0000-0000-4000-8000-000000000000' AND e.stream_id = 'survey-5eed0000-0000-4000-8000-000000000000' AND e.type = 'SurveyTranslationSet';

UPDATE questions q
SET translations = jsonb_build_object('ur', e.data -> 'translation' -> 'questions' -> (q.id::text))
FROM events e
WHERE q.survey_id = '5eed0000-0000-4000-8000-000000000000' AND e.stream_id = 'survey-5eed0000-0000-4000-8000-000000000000' AND e.type = 'SurveyTranslationSet'
  AND (e.data -> 'translation' -> 'questions') ? (q.id::text);
