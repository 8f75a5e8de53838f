import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useState, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { Question, RewordQuestionInput } from '@/types/generated/api';
import { draftFromQuestion, draftProblem, editBody, type NewKey } from '../../lib/question-draft';
import { QuestionShapeFields } from '../question-builder/question-shape-fields';

export type MoveDirection = 'up' | 'down';

type Props = {
  question: Question;
  position: number;
  count: number;
  /** Removal and reordering are refused (the survey has responses, or a change is on its way). */
  locked: boolean;
  /** The survey has responses: the type, saved options and "Other" stay. */
  answered: boolean;
  busy: boolean;
  lockNoteId?: string;
  newKey: NewKey;
  moveRef: (direction: MoveDirection) => Ref<HTMLButtonElement>;
  onMove: (direction: MoveDirection) => void;
  onRemove: () => void;
  /** Saves the changes; the saved question, or null when refused (the caller said why). */
  onSave: (body: RewordQuestionInput, problem: string | null) => Promise<Question | null>;
};

/** One question: its wording and shape (saved together, on its own), move up/down and remove. */
export const QuestionRow = ({
  question,
  position,
  count,
  locked,
  answered,
  busy,
  lockNoteId,
  newKey,
  moveRef,
  onMove,
  onRemove,
  onSave,
}: Props) => {
  const [draft, setDraft] = useState(() => draftFromQuestion(question, newKey));
  const [saving, setSaving] = useState(false);
  const id = `question-${question.id}`;
  const body = editBody(question, draft);
  const changed = Object.keys(body).length > 0;
  const onlyWording = changed && Object.keys(body).every((key) => key === 'questionText');

  // aria-disabled, not disabled: the button keeps focus after a move and still says why it does nothing.
  const blocked = (extra: boolean) => locked || busy || extra;
  const moveButton = (direction: MoveDirection) => {
    const off = blocked(direction === 'up' ? position === 1 : position === count);
    return (
      <Button
        ref={moveRef(direction)}
        variant="ghost"
        size="icon"
        className="h-9 w-9"
        aria-disabled={off || undefined}
        aria-describedby={locked ? lockNoteId : undefined}
        onClick={() => {
          if (!off) onMove(direction);
        }}
      >
        {direction === 'up' ? (
          <ArrowUp className="h-4 w-4" aria-hidden="true" />
        ) : (
          <ArrowDown className="h-4 w-4" aria-hidden="true" />
        )}
        <span className="sr-only">
          Move question {position} {direction}
        </span>
      </Button>
    );
  };

  const removeOff = blocked(count <= 1);

  return (
    <li className="rounded-xl border border-slate-200 bg-slate-50/60 p-4" data-testid="question-item">
      <div className="mb-1.5 flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={id} className="mb-0">
          Question {position}
        </Label>
        <div className="flex items-center gap-1">
          {moveButton('up')}
          {moveButton('down')}
          <Button
            variant="ghost"
            size="sm"
            className="h-9 text-red-700 hover:bg-red-50 hover:text-red-800"
            aria-disabled={removeOff || undefined}
            aria-describedby={locked ? lockNoteId : undefined}
            onClick={() => {
              if (!removeOff) onRemove();
            }}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Remove<span className="sr-only"> question {position}</span>
          </Button>
        </div>
      </div>
      <Textarea
        id={id}
        rows={2}
        dir="auto"
        className="min-h-16 bg-white field-sizing-content"
        value={draft.text}
        onChange={(e) => setDraft({ ...draft, text: e.target.value })}
      />
      <QuestionShapeFields
        draft={draft}
        idPrefix={id}
        position={position}
        locked={answered}
        savedAllowOther={question.allowOther}
        newKey={newKey}
        onChange={setDraft}
      />
      {changed ? (
        <div className="mt-3 flex flex-wrap justify-end gap-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setDraft(draftFromQuestion(question, newKey))}
            disabled={saving}
          >
            Undo<span className="sr-only"> changes to question {position}</span>
          </Button>
          <Button
            size="sm"
            disabled={saving}
            onClick={async () => {
              setSaving(true);
              const saved = await onSave(body, draftProblem(draft));
              setSaving(false);
              if (saved) setDraft(draftFromQuestion(saved, newKey));
            }}
          >
            {saving ? 'Saving...' : onlyWording ? 'Save wording' : 'Save changes'}
            <span className="sr-only"> of question {position}</span>
          </Button>
        </div>
      ) : null}
    </li>
  );
};
