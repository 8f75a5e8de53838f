import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useState, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { Question } from '@/types/generated/api';

export type MoveDirection = 'up' | 'down';

type Props = {
  question: Question;
  position: number;
  count: number;
  /** Removal and reordering are refused (the survey has responses, or a change is on its way). */
  locked: boolean;
  busy: boolean;
  lockNoteId?: string;
  moveRef: (direction: MoveDirection) => Ref<HTMLButtonElement>;
  onMove: (direction: MoveDirection) => void;
  onRemove: () => void;
  onReword: (text: string) => Promise<boolean>;
};

/** One question: its wording (saved on its own), move up/down and remove. */
export const QuestionRow = ({
  question,
  position,
  count,
  locked,
  busy,
  lockNoteId,
  moveRef,
  onMove,
  onRemove,
  onReword,
}: Props) => {
  const [text, setText] = useState(question.questionText);
  const [saving, setSaving] = useState(false);
  const id = `question-${question.id}`;
  const changed = text.trim() !== '' && text.trim() !== question.questionText;

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
        className="min-h-16 bg-white"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {changed ? (
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <Button variant="ghost" size="sm" onClick={() => setText(question.questionText)} disabled={saving}>
            Undo<span className="sr-only"> changes to question {position}</span>
          </Button>
          <Button
            size="sm"
            disabled={saving}
            onClick={async () => {
              setSaving(true);
              const saved = await onReword(text.trim());
              setSaving(false);
              if (saved) setText(text.trim());
            }}
          >
            {saving ? 'Saving...' : 'Save wording'}
            <span className="sr-only"> of question {position}</span>
          </Button>
        </div>
      ) : null}
    </li>
  );
};
