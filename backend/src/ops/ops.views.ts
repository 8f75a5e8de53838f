import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type { CheckResult, NotReadyBody, ReadyBody } from './readiness';

// What the probes answer (the one definition of each shape; readinessBody builds them).

const CHECK_STATUSES = ['ok', 'down'] as const satisfies readonly CheckResult['status'][];

@ApiSchema({ name: 'Health' })
export class HealthView {
  @ApiProperty({ enum: ['ok'] })
  status!: 'ok';
}

/** Each configured dependency with its state; Redis only when REDIS_URL is set. */
@ApiSchema({ name: 'DependencyChecks' })
export class DependencyChecksView {
  @ApiPropertyOptional({ enum: CHECK_STATUSES, enumName: 'CheckStatus' })
  database?: CheckResult['status'];

  @ApiPropertyOptional({ enum: CHECK_STATUSES, enumName: 'CheckStatus' })
  redis?: CheckResult['status'];
}

@ApiSchema({ name: 'Ready' })
export class ReadyView implements ReadyBody {
  @ApiProperty({ enum: ['ok'] })
  status!: 'ok';

  @ApiProperty({ type: DependencyChecksView })
  checks!: DependencyChecksView;
}

// A probe's own shape, not a problem: load balancers read `status`, a word here.
@ApiSchema({ name: 'NotReady' })
export class NotReadyView implements NotReadyBody {
  @ApiProperty({ type: 'integer', enum: [503] })
  statusCode!: 503;

  @ApiProperty({ example: 'Not ready: database is unreachable' })
  message!: string;

  @ApiProperty({ enum: ['unavailable'] })
  status!: 'unavailable';

  @ApiProperty({ type: DependencyChecksView })
  checks!: DependencyChecksView;
}
