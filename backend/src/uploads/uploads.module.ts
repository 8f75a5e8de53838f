import { Module } from '@nestjs/common';
import { LogoUploadController, UploadedFilesController } from './uploads.controller';
import { UploadsService } from './uploads.service';

@Module({
  controllers: [LogoUploadController, UploadedFilesController],
  providers: [UploadsService],
  exports: [UploadsService],
})
export class UploadsModule {}
