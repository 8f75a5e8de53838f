import { Module } from '@nestjs/common';
import { ContactController } from './contact.controller';
import { ContactRetentionScheduler } from './contact-retention.scheduler';
import { ContactService } from './contact.service';

@Module({
  controllers: [ContactController],
  providers: [ContactService, ContactRetentionScheduler],
  exports: [ContactService],
})
export class ContactModule {}
