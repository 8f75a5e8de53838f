import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ROLES, type Role } from '../http/roles';

// What the auth and survey-gate endpoints answer (the one definition of each shape).

@ApiSchema({ name: 'SessionUser' })
export class SessionUserView {
  @ApiProperty()
  username!: string;

  @ApiProperty({
    enum: ROLES,
    enumName: 'Role',
    description: 'What the member may do (docs/API.md, "Who may do what")',
  })
  role!: Role;
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
