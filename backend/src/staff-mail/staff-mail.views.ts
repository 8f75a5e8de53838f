import { ApiProperty, ApiSchema } from '@nestjs/swagger';

// What the staff-mail endpoints answer (the one definition of each shape).

@ApiSchema({ name: 'StaffMailPlan' })
export class StaffMailPlanView {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 5, description: 'Reminders after the invitation' })
  reminders!: number;
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: 14,
    description: 'Days between the invitation and each reminder',
  })
  everyDays!: number;
  @ApiProperty({ description: 'IANA time zone whose night (21:00–08:00) no mail goes in', example: 'Asia/Karachi' })
  timeZone!: string;
}

@ApiSchema({ name: 'StaffMail' })
export class StaffMailView {
  @ApiProperty({ description: 'false: e-mail is off on this server (copy the links instead)' }) enabled!: boolean;
  @ApiProperty({ type: String, nullable: true }) disabledReason!: string | null;
  @ApiProperty({ type: StaffMailPlanView }) plan!: StaffMailPlanView;
  @ApiProperty({ description: 'false: the plan shown is the default, not saved yet' }) planSaved!: boolean;
  @ApiProperty({ example: '21:00–08:00', description: "No mail in these hours of the plan's time zone" })
  quietHours!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'No mail goes after it' })
  closesAt!: string | null;
  @ApiProperty({ description: 'Personal links of the survey' }) links!: number;
  @ApiProperty({ description: 'Links with an invitation (sent or planned)' }) invited!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the first invitation was due' })
  invitedAt!: string | null;
  @ApiProperty({ description: 'People with a link who have not completed (a reminder now goes to them)' })
  notCompleted!: number;
  @ApiProperty({ description: 'People who unsubscribed from these mails' }) unsubscribed!: number;
}

@ApiSchema({ name: 'StaffMailQueued' })
export class StaffMailQueuedView {
  @ApiProperty({ description: 'Mails stored now (sent in batches, or when due)' }) queued!: number;
  @ApiProperty({ type: String, format: 'date-time', description: 'When they are due' }) at!: string;
  @ApiProperty({ description: 'People left out: invited before, or reminded this minute already' })
  alreadyDone!: number;
}

export const STAFF_MAIL_STATUSES = ['pending', 'sent', 'failed', 'refused', 'skipped'] as const;

@ApiSchema({ name: 'StaffMailLogEntry' })
export class StaffMailLogEntryView {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: ['invitation', 'reminder'], enumName: 'StaffMailKind' }) kind!: 'invitation' | 'reminder';
  @ApiProperty({
    type: 'integer',
    description: 'Reminder round of the plan (1, 2, ...); 0: the invitation, or a reminder sent now',
  })
  round!: number;
  @ApiProperty({ type: String, nullable: true, description: 'null once the person is erased from the roster' })
  name!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({
    enum: STAFF_MAIL_STATUSES,
    enumName: 'StaffMailStatus',
    description: 'skipped: not sent, the error says why (unsubscribed, completed, erased, closed)',
  })
  status!: (typeof STAFF_MAIL_STATUSES)[number];
  @ApiProperty() attempts!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The last error, why it was skipped, or what it waits for',
  })
  error!: string | null;
  @ApiProperty({ type: String, nullable: true }) subject!: string | null;
  @ApiProperty({ format: 'date-time' }) dueAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Pending: when it is tried next' })
  nextAttemptAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastAttemptAt!: string | null;
}
