import { Inject, Injectable } from '@nestjs/common';
import { NotFoundError } from '../../common/errors';
import { DB, EVENT_CIPHER } from '../../core/tokens';
import type { Db } from '../../db/db';
import type { EventCipher } from '../../event-store/event-cipher';
import { readStream, type RecordedEvent } from '../../event-store/event-store';
import { streamIdFor } from '../response.decider';
import type { ResponseEvent } from '../response.events';
import { wordingLookup, type Wording } from './question-wording';
import { buildTimeline, type ResponseTimeline } from './response-timeline';

/** Reads a response's stream with its cipher and tells it as a timeline. */
@Injectable()
export class ResponseHistoryService {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(EVENT_CIPHER) private readonly cipher: EventCipher,
  ) {}

  async history(responseId: string): Promise<ResponseTimeline> {
    const streamId = streamIdFor(responseId);
    const { events } = await readStream(this.db, streamId, this.cipher.forStream(this.db, streamId));
    if (events.length === 0) throw new NotFoundError('Response not found');
    const typed = events as RecordedEvent<ResponseEvent>[];
    const started = typed.find((event) => event.type === 'ResponseStarted');
    const surveyId = started?.type === 'ResponseStarted' ? started.data.surveyId : null;
    const { wordings, current } = await this.wordings(surveyId);
    return buildTimeline(responseId, typed, wordingLookup(wordings, current));
  }

  /** The survey's current question texts, and their wording history where the read model keeps one. */
  private async wordings(surveyId: string | null): Promise<{ wordings: Wording[]; current: Map<string, string> }> {
    if (!surveyId) return { wordings: [], current: new Map() };
    const { rows } = await this.db.query<{ id: string; question_text: string }>(
      'SELECT id, question_text FROM questions WHERE survey_id = $1',
      [surveyId],
    );
    const current = new Map(rows.map((row) => [row.id, row.question_text]));
    const { rows: table } = await this.db.query<{ present: string | null }>(
      "SELECT to_regclass('question_wordings')::text AS present",
    );
    if (!table[0]?.present || current.size === 0) return { wordings: [], current };
    const { rows: history } = await this.db.query<{
      question_id: string;
      from_position: string;
      question_text: string;
    }>('SELECT question_id, from_position, question_text FROM question_wordings WHERE question_id = ANY($1)', [
      [...current.keys()],
    ]);
    const wordings = history.map((row) => ({
      questionId: row.question_id,
      fromPosition: Number(row.from_position),
      questionText: row.question_text,
    }));
    return { wordings, current };
  }
}
