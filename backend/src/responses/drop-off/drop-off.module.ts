import { Module } from '@nestjs/common';
import { SurveysModule } from '../../surveys';
import { DropOffController } from './drop-off.controller';
import { DropOffService } from './drop-off.service';

/** Drop-off per survey: counters kept by triggers on the response read models (migration 011). */
@Module({
  imports: [SurveysModule],
  controllers: [DropOffController],
  providers: [DropOffService],
})
export class DropOffModule {}
