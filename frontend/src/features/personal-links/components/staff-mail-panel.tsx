import { BellRing, Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { InlineError } from '@/components/ui/status-screens';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { StaffMail } from '@/types/generated/api';
import {
  saveStaffMailPlan,
  sendStaffInvitations,
  sendStaffReminders,
  useStaffMail,
  useStaffMailLog,
} from '../api/staff-mail';
import {
  browserTimeZone,
  isoFromLocal,
  kindText,
  MAIL_STATUS_BADGE,
  MAIL_STATUS_LABEL,
  remindText,
  timeText,
} from '../lib/staff-mail-display';

type Run = (work: () => Promise<void>) => Promise<void>;

/** Log rows shown at first: a run to 400 people is 400 rows, and the newest are what a consultant checks. */
const LOG_FIRST = 25;

const MailLog = ({ surveyId }: { surveyId: string }) => {
  const { data, error } = useStaffMailLog(surveyId);
  const [all, setAll] = useState(false);
  if (error) return <InlineError error={error} />;
  if (!data) return <Spinner label="Loading the mail log" />;
  if (data.length === 0) return <p className="text-sm text-slate-600">No invitations or reminders yet.</p>;
  return (
    <div className="overflow-x-auto" data-testid="staff-mail-log">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="mb-2 text-start text-sm text-slate-600">
          Mail log: each invitation and reminder, newest first.
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            {['Person', 'Mail', 'Status', 'When', 'Details'].map((h) => (
              <th key={h} scope="col" className="py-2 pe-3 text-start font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(all ? data : data.slice(0, LOG_FIRST)).map((entry) => (
            <tr key={entry.id} className="border-b border-slate-100 align-top" data-testid="staff-mail-row">
              <th scope="row" className="py-2 pe-3 text-start font-medium text-slate-900">
                <bdi>{entry.name ?? 'Erased from the roster'}</bdi>
                {entry.email ? (
                  <span className="block text-xs font-normal text-slate-600">
                    <bdi>{entry.email}</bdi>
                  </span>
                ) : null}
              </th>
              <td className="py-2 pe-3">{kindText(entry)}</td>
              <td className="py-2 pe-3">
                <Badge variant={MAIL_STATUS_BADGE[entry.status]}>{MAIL_STATUS_LABEL[entry.status]}</Badge>
              </td>
              <td className="py-2 pe-3 whitespace-nowrap">
                {timeText(entry.lastAttemptAt ?? entry.nextAttemptAt ?? entry.dueAt)}
              </td>
              <td className="py-2 text-slate-700">
                {entry.error ?? ''}
                {entry.attempts > 1 ? (
                  <span className="block text-xs text-slate-600">{entry.attempts} attempts</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!all && data.length > LOG_FIRST ? (
        <Button variant="outline" size="sm" className="mt-3" onClick={() => setAll(true)}>
          Show all {data.length} mails in the log
        </Button>
      ) : null}
    </div>
  );
};

const PlanForm = ({ surveyId, mail, run, busy }: { surveyId: string; mail: StaffMail; run: Run; busy: boolean }) => {
  const [reminders, setReminders] = useState(String(mail.plan.reminders));
  const [everyDays, setEveryDays] = useState(String(mail.plan.everyDays));
  const [timeZone, setTimeZone] = useState(mail.planSaved ? mail.plan.timeZone : browserTimeZone());
  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await saveStaffMailPlan(surveyId, { reminders: Number(reminders), everyDays: Number(everyDays), timeZone });
      toast({ title: 'Success', description: 'Reminder plan saved.' });
    });
  };
  return (
    <form onSubmit={save} aria-labelledby="staff-mail-plan-title" className="space-y-3">
      <h4 id="staff-mail-plan-title" className="text-sm font-medium text-slate-800">
        Reminders to those who have not completed
      </h4>
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <Label htmlFor="staff-mail-reminders">How many</Label>
          <select
            id="staff-mail-reminders"
            className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base sm:text-sm"
            value={reminders}
            onChange={(e) => setReminders(e.target.value)}
          >
            {[0, 1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {n === 0 ? 'None' : n}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor="staff-mail-every">Days apart</Label>
          <Input
            id="staff-mail-every"
            type="number"
            min={1}
            max={14}
            inputMode="numeric"
            value={everyDays}
            onChange={(e) => setEveryDays(e.target.value)}
          />
        </div>
        <div>
          <Label htmlFor="staff-mail-zone">Time zone</Label>
          <Input
            id="staff-mail-zone"
            value={timeZone}
            onChange={(e) => setTimeZone(e.target.value)}
            aria-describedby="staff-mail-zone-hint"
          />
        </div>
      </div>
      <p id="staff-mail-zone-hint" className="text-xs text-slate-600">
        Never at night ({mail.quietHours} in this time zone: a mail due then waits until morning), never after the close
        date{mail.closesAt ? ` (${timeText(mail.closesAt, timeZone || undefined)})` : ' (none set)'}.
      </p>
      <Button type="submit" size="sm" variant="outline" disabled={busy}>
        Save reminder plan
      </Button>
    </form>
  );
};

/**
 * Invitations and reminders by e-mail (issue 48 item 4): invite now or at a time, the reminder plan, a
 * reminder now to those who have not completed, and the mail log. With e-mail off, it says to copy links.
 */
export const StaffMailPanel = ({ surveyId }: { surveyId: string }) => {
  const { data, error } = useStaffMail(surveyId);
  const [busy, setBusy] = useState(false);
  const [at, setAt] = useState('');
  if (error) return <InlineError error={error} />;
  if (!data) return <Spinner label="Loading invitations by e-mail" />;

  const run: Run = async (work) => {
    setBusy(true);
    try {
      await work();
    } catch (caught) {
      toast({ title: 'Error', description: errorMessage(caught), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const invite = (when: string | null) =>
    run(async () => {
      const { queued, alreadyDone } = await sendStaffInvitations(surveyId, when);
      toast({
        title: 'Success',
        description:
          queued === 0
            ? 'Everyone with a link is invited already.'
            : `${queued} invitations ${when ? `planned for ${timeText(when)}` : 'on their way'}${alreadyDone > 0 ? `; ${alreadyDone} invited before` : ''}.`,
      });
    });
  const remind = () =>
    run(async () => {
      const { queued } = await sendStaffReminders(surveyId);
      toast({
        title: 'Success',
        description: queued === 0 ? 'Reminded this minute already.' : `${queued} reminders on their way.`,
      });
    });

  return (
    <section
      aria-labelledby="staff-mail-title"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4"
      data-testid="staff-mail"
    >
      <h3 id="staff-mail-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Mail className="h-4 w-4 text-emerald-700" aria-hidden="true" />
        Invitations and reminders by e-mail
      </h3>
      {!data.enabled ? (
        <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {data.disabledReason}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {data.invited === 0
              ? `None of the ${data.links} people with a link is invited by e-mail yet.`
              : `${data.invited} of ${data.links} invited${data.invitedAt ? ` (from ${timeText(data.invitedAt)})` : ''}; ${data.notCompleted} have not completed${data.unsubscribed > 0 ? `; ${data.unsubscribed} unsubscribed` : ''}.`}
          </p>
          <div className="flex flex-wrap items-end gap-3">
            <Button size="sm" disabled={busy || data.invited >= data.links} onClick={() => void invite(null)}>
              <Mail className="h-4 w-4" aria-hidden="true" />
              Invite now
            </Button>
            <div>
              <Label htmlFor="staff-mail-at">Or at a time</Label>
              <div className="flex flex-wrap gap-2">
                <Input
                  id="staff-mail-at"
                  type="datetime-local"
                  className="w-auto"
                  value={at}
                  onChange={(e) => setAt(e.target.value)}
                />
                <Button
                  size="sm"
                  variant="outline"
                  className="h-11"
                  disabled={busy || !isoFromLocal(at) || data.invited >= data.links}
                  onClick={() => void invite(isoFromLocal(at))}
                >
                  Plan invitations
                </Button>
              </div>
            </div>
          </div>
          <PlanForm key={`${data.planSaved}`} surveyId={surveyId} mail={data} run={run} busy={busy} />
          {data.notCompleted > 0 ? (
            <Button
              size="sm"
              variant="outline"
              className="h-auto min-h-9 py-2 text-start whitespace-normal"
              disabled={busy}
              onClick={() => void remind()}
            >
              <BellRing className="h-4 w-4" aria-hidden="true" />
              {remindText(data.notCompleted)}
            </Button>
          ) : null}
          <MailLog surveyId={surveyId} />
        </>
      )}
    </section>
  );
};
