import { Lock, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { mutate } from 'swr';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { addSurveyQuestion } from '../../api/add-survey-question';
import { editQuestion, removeQuestion, reorderQuestions } from '../../api/edit-question';
import { forgetSessionOn401 } from '@/lib/session';
import { surveyKey } from '../../api/get-survey';
import { useSurveyQuestions } from '../../api/get-survey-questions';
import type { Question, RewordQuestionInput, Survey } from '@/types/generated/api';
import { addBody, draftProblem, newDraft, type QuestionDraft } from '../../lib/question-draft';
import { moveId, questionsLocked } from '../../lib/survey-lifecycle';
import { QuestionShapeFields } from '../question-builder/question-shape-fields';
import { FormSection } from '@/components/ui/form-section';
import { LoadingState, ErrorState } from '@/components/ui/status-screens';
import { QuestionRow, type MoveDirection } from './question-row';

const LOCK_NOTE_ID = 'questions-lock-note';

let keyCounter = 0;
const newKey = () => `e${++keyCounter}`;

/** Questions change at once, one call each: reword, add at the end, and (before any response) remove and reorder. */
export const QuestionsEditor = ({ survey }: { survey: Survey }) => {
  const questions = useSurveyQuestions(survey.id);
  const locked = questionsLocked(survey);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [draft, setDraft] = useState<QuestionDraft>(() => newDraft(newKey()));
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<{ questionId: string; position: number } | null>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);

  const list = [...(questions.data ?? [])].sort((a, b) => a.order - b.order);

  // After a move the list re-renders in the new order: keep focus on the button that moved the question.
  useEffect(() => {
    if (!focusAfterMove) return;
    moveButtons.current.get(focusAfterMove)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, questions.data]);

  const failed = async (title: string, error: unknown) => {
    toast({ title, description: errorMessage(error), variant: 'destructive' });
    // A 409: a response arrived meanwhile; the survey's counts say so and the screen locks.
    if (error instanceof ApiError && error.status === 409) await mutate(surveyKey(survey.id));
    await forgetSessionOn401(error);
  };

  const onMove = async (index: number, direction: MoveDirection) => {
    const ids = list.map((q) => q.id);
    const next = moveId(ids, index, direction === 'up' ? -1 : 1);
    const movedId = ids[index]!;
    setBusy(true);
    try {
      await reorderQuestions(survey.id, next);
      const position = next.indexOf(movedId) + 1;
      setAnnouncement(`Question moved to position ${position} of ${next.length}.`);
      setFocusAfterMove(`${movedId}:${direction}`);
    } catch (error) {
      await failed('Could not reorder the questions', error);
    } finally {
      setBusy(false);
    }
  };

  const onRemove = async ({ questionId, position }: { questionId: string; position: number }) => {
    setBusy(true);
    try {
      await removeQuestion(survey.id, questionId);
      setAnnouncement(`Question ${position} removed.`);
      toast({ title: 'Question removed', description: `Question ${position} was removed.` });
    } catch (error) {
      await failed('Could not remove the question', error);
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  const onSave = async (questionId: string, body: RewordQuestionInput): Promise<Question> => {
    try {
      return await editQuestion(survey.id, questionId, body);
    } catch (error) {
      // A 409 says why (e.g. options cannot be removed once answered); a response arrived meanwhile,
      // so the survey's counts say so and the screen locks.
      if (error instanceof ApiError && error.status === 409) await mutate(surveyKey(survey.id));
      throw error;
    }
  };

  const onAdd = async () => {
    if (draft.text.trim() === '') {
      toast({ title: 'Error', description: 'Type the new question first', variant: 'destructive' });
      document.getElementById('new-question')?.focus();
      return;
    }
    const problem = draftProblem(draft);
    if (problem) {
      toast({ title: 'Error', description: `New question: ${problem}`, variant: 'destructive' });
      return;
    }
    setAdding(true);
    try {
      const order = list.reduce((max, q) => Math.max(max, q.order), 0) + 1;
      await addSurveyQuestion(survey.id, addBody(draft, order));
      setDraft(newDraft(newKey()));
      setAnnouncement(`Question ${list.length + 1} added.`);
      toast({ title: 'Question added', description: `Question ${list.length + 1} was added at the end.` });
    } catch (error) {
      await failed('Could not add the question', error);
    } finally {
      setAdding(false);
    }
  };

  return (
    <FormSection
      title="Questions"
      id="questions-heading"
      lead={
        locked ? (
          <p id={LOCK_NOTE_ID} className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-amber-900">
            <Lock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span>
              People have started this survey, so questions can no longer be removed or reordered (answers would lose
              their place), a question keeps its type and saved options, and "Other" stays. You can still reword a
              question and its options, and earlier answers keep the wording they were given to, add options, or add
              questions at the end.
            </span>
          </p>
        ) : (
          'Until the first response you can add, remove, reorder and reword freely. Every change saves by itself.'
        )
      }
    >
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {questions.error ? (
        <ErrorState
          title="Could not load the questions"
          error={questions.error}
          onRetry={() => void questions.mutate()}
        />
      ) : !questions.data ? (
        <LoadingState label="Loading questions..." className="flex items-center gap-3 py-6 text-slate-700" />
      ) : (
        <div className="space-y-4">
          {list.length === 0 ? <p className="text-sm text-slate-600">This survey has no questions yet.</p> : null}
          <ol className="space-y-4" aria-label="Questions">
            {list.map((question, index) => (
              <QuestionRow
                key={question.id}
                question={question}
                position={index + 1}
                count={list.length}
                locked={locked}
                answered={locked}
                newKey={newKey}
                busy={busy}
                lockNoteId={LOCK_NOTE_ID}
                moveRef={(direction) => (element) => {
                  const key = `${question.id}:${direction}`;
                  if (element) moveButtons.current.set(key, element);
                  else moveButtons.current.delete(key);
                }}
                onMove={(direction) => void onMove(index, direction)}
                onRemove={() => setRemoving({ questionId: question.id, position: index + 1 })}
                onSave={(body) => onSave(question.id, body)}
              />
            ))}
          </ol>
          <div className="rounded-xl border border-dashed border-slate-300 p-4">
            <Label htmlFor="new-question">New question (added at the end)</Label>
            <Textarea
              id="new-question"
              rows={2}
              dir="auto"
              className="min-h-16 field-sizing-content"
              value={draft.text}
              onChange={(e) => setDraft({ ...draft, text: e.target.value })}
              placeholder="Type your question"
            />
            <QuestionShapeFields
              draft={draft}
              idPrefix="new-question"
              position={list.length + 1}
              typeLabel="New question type"
              newKey={newKey}
              onChange={setDraft}
            />
            <Button variant="outline" className="mt-3" onClick={() => void onAdd()} disabled={adding}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              {adding ? 'Adding...' : 'Add Question'}
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove question ${removing?.position ?? ''}?`}
        description={<p>The question and its Urdu are removed from the survey. This cannot be undone.</p>}
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={busy && removing !== null}
        onConfirm={() => {
          if (removing) void onRemove(removing);
        }}
        onCancel={() => setRemoving(null)}
      />
    </FormSection>
  );
};
