import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients';
import { RosterController } from './roster.controller';
import { RosterService } from './roster.service';

@Module({
  imports: [ClientsModule],
  controllers: [RosterController],
  providers: [RosterService],
  exports: [RosterService],
})
export class RosterModule {}
