import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { NewKey, QuestionDraft } from '../../lib/question-draft';
import { canRemove, type DraftQuestion } from '../../lib/question-list';
import { QuestionShapeFields } from '../question-builder/question-shape-fields';

type Props = {
  questions: DraftQuestion[];
  /** A question to move focus to (a newly added one). */
  focusKey: string | null;
  onChange: (key: string, text: string) => void;
  onShape: (key: string, draft: QuestionDraft) => void;
  newKey: NewKey;
  onAdd: () => void;
  onRemove: (key: string) => void;
};

export const ManualQuestionsPanel = ({ questions, focusKey, onChange, onShape, newKey, onAdd, onRemove }: Props) => {
  const listRef = useRef<HTMLOListElement>(null);
  const removable = canRemove(questions);

  useEffect(() => {
    if (focusKey) listRef.current?.querySelector<HTMLTextAreaElement>(`[data-key="${focusKey}"]`)?.focus();
  }, [focusKey]);

  return (
    <div className="space-y-4">
      <ol ref={listRef} className="space-y-4" aria-label="Questions">
        {questions.map((q) => {
          const id = `question-${q.key}`;
          return (
            <li
              key={q.key}
              className="rounded-xl border border-slate-200 bg-slate-50/60 p-4"
              data-testid="question-item"
            >
              <div className="mb-1.5 flex items-center justify-between gap-3">
                <Label htmlFor={id} className="mb-0">
                  Question {q.order}
                </Label>
                {removable ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="h-8 text-red-700 hover:bg-red-50 hover:text-red-800"
                    onClick={() => onRemove(q.key)}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                    Remove<span className="sr-only"> question {q.order}</span>
                  </Button>
                ) : null}
              </div>
              <Textarea
                id={id}
                data-key={q.key}
                rows={2}
                dir="auto"
                className="min-h-16 bg-white field-sizing-content"
                value={q.text}
                onChange={(e) => onChange(q.key, e.target.value)}
                placeholder="Type your question"
              />
              <QuestionShapeFields
                draft={q}
                idPrefix={id}
                position={q.order}
                newKey={newKey}
                onChange={(draft) => onShape(q.key, draft)}
              />
            </li>
          );
        })}
      </ol>
      <Button variant="outline" onClick={onAdd}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add Question
      </Button>
    </div>
  );
};
