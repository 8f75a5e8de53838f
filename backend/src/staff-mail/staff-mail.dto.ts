import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, Min, ValidateIf } from 'class-validator';
import { MAX_EVERY_DAYS, MAX_REMINDERS } from './mail-plan';

@ApiSchema({ name: 'SaveStaffMailPlanInput' })
export class SaveStaffMailPlanDto {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: MAX_REMINDERS })
  @IsInt({ message: 'reminders must be a whole number' })
  @Min(0, { message: `reminders must be from 0 to ${MAX_REMINDERS}` })
  @Max(MAX_REMINDERS, { message: `reminders must be from 0 to ${MAX_REMINDERS}` })
  reminders!: number;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_EVERY_DAYS })
  @IsInt({ message: 'everyDays must be a whole number' })
  @Min(1, { message: `everyDays must be from 1 to ${MAX_EVERY_DAYS}` })
  @Max(MAX_EVERY_DAYS, { message: `everyDays must be from 1 to ${MAX_EVERY_DAYS}` })
  everyDays!: number;

  @ApiProperty({ example: 'Asia/Karachi', description: 'IANA time zone name' })
  @IsString({ message: 'timeZone is required' })
  timeZone!: string;
}

@ApiSchema({ name: 'SendStaffInvitationsInput' })
export class SendStaffInvitationsDto {
  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'When to send; null or absent: now. Never in the night of the plan’s time zone (it waits until 08:00).',
  })
  @IsOptional()
  @ValidateIf((_o, value) => value !== null)
  @IsString({ message: 'at must be an ISO 8601 time, or null for now' })
  at?: string | null;
}
