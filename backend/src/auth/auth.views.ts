import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { SessionUser } from '../http/session.types';

// What the auth and survey-gate endpoints answer (the one definition of each shape).

@ApiSchema({ name: 'SessionUser' })
export class SessionUserView implements SessionUser {
  @ApiProperty()
  username!: string;
}

@ApiSchema({ name: 'Session' })
export class SessionView {
  @ApiProperty({ type: SessionUserView })
  user!: SessionUserView;
}

@ApiSchema({ name: 'LoggedOut' })
export class LoggedOutView {
  @ApiProperty({ enum: [true], type: 'boolean' })
  success!: true;
}

@ApiSchema({ name: 'SurveysUnlocked' })
export class SurveysUnlockedView {
  @ApiProperty({ enum: [true], type: 'boolean' })
  unlocked!: true;
}
