import {
  BadRequestException,
  Controller,
  Get,
  Injectable,
  Param,
  PayloadTooLargeException,
  Post,
  Res,
  StreamableFile,
  UploadedFile,
  UseGuards,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { memoryStorage } from 'multer';
import { catchError, throwError, type Observable } from 'rxjs';
import { AdminGuard } from '../auth';
import { PayloadTooLargeError, ValidationError } from '../common/errors';
import { ApiAdminOnly, ApiError, ApiErrors } from '../http/openapi.decorators';
import { MAX_LOGO_BYTES, NOT_AN_IMAGE, UploadsService } from './uploads.service';
import { LogoUploadForm, UploadedLogoView } from './uploads.views';

/** multer's own errors in the product's words: too big is 413, any other malformed upload is 400. */
@Injectable()
class UploadErrorsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof PayloadTooLargeException) return throwError(() => new PayloadTooLargeError('Logo is too large (max 2 MB)'));
        if (error instanceof BadRequestException) return throwError(() => new ValidationError(NOT_AN_IMAGE));
        return throwError(() => error);
      }),
    );
  }
}

/**
 * Everything multer would otherwise take without bound. The upload needs one file and no text
 * fields; a few short plain ones are tolerated, but not bracketed names, which build nested objects
 * and arrays (an index like `a[99999999]` makes a huge sparse array), nor multer's 1 MB per field.
 */
const LOGO_UPLOAD_LIMITS = {
  fileSize: MAX_LOGO_BYTES,
  files: 1,
  fields: 10,
  parts: 20,
  fieldNameSize: 100,
  fieldSize: 1024,
  fieldNestingDepth: 0,
  fieldArrayIndexLimit: 0,
};

@ApiTags('uploads')
@Controller('api/upload')
export class LogoUploadController {
  constructor(private readonly uploads: UploadsService) {}

  // The guard runs before the interceptors, so anonymous uploads are refused unread.
  @Post('logo')
  @UseGuards(AdminGuard)
  @UseInterceptors(
    UploadErrorsInterceptor,
    FileInterceptor('logo', { storage: memoryStorage(), limits: LOGO_UPLOAD_LIMITS }),
  )
  @ApiOperation({ operationId: 'uploadLogo', summary: "Store a survey's logo image" })
  @ApiAdminOnly()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: LogoUploadForm })
  @ApiCreatedResponse({ type: UploadedLogoView })
  @ApiError(400, NOT_AN_IMAGE)
  @ApiError(413, 'Logo is too large (max 2 MB)')
  @ApiErrors(403, 503)
  upload(@UploadedFile() file: Express.Multer.File | undefined): Promise<UploadedLogoView> {
    return this.uploads.saveLogo(file);
  }
}

@ApiTags('uploads')
@Controller('uploads')
export class UploadedFilesController {
  constructor(private readonly uploads: UploadsService) {}

  /** An uploaded image, only ever as the image type its bytes were checked to be. */
  @Get(':name')
  @ApiOperation({ operationId: 'getUploadedFile', summary: 'An uploaded image' })
  @ApiOkResponse({
    description: 'The image, cached for a year',
    content: {
      'image/png': { schema: { type: 'string', format: 'binary' } },
      'image/jpeg': { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiError(404, 'File not found')
  async serve(@Param('name') name: string, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const file = await this.uploads.read(name);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Opened directly, the file may run nothing and load nothing.
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    // The name is random and the content never changes.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    return new StreamableFile(file.bytes, { type: file.contentType, disposition: 'inline', length: file.bytes.length });
  }
}
