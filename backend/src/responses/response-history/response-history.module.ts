import { Module } from '@nestjs/common';
import { ResponseHistoryController } from './response-history.controller';
import { ResponseHistoryService } from './response-history.service';

@Module({ controllers: [ResponseHistoryController], providers: [ResponseHistoryService] })
export class ResponseHistoryModule {}
