import { Controller, Get, Param, Post, Req, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminGuard } from '../auth';
import { PayloadTooLargeError, ValidationError } from '../common/errors';
import { ApiAdminOnly, ApiError, ApiErrors } from '../http/openapi.decorators';
import { MAX_LOGO_BYTES, NOT_AN_IMAGE, UploadsService } from './uploads.service';
import { LogoUploadForm, UploadedLogoView } from './uploads.views';

/**
 * Everything the multipart parser would otherwise take without bound. The upload needs one file and
 * no text fields; a few short plain ones are tolerated, but not bracketed names (which other parsers
 * build nested objects and arrays from), nor long names or values.
 */
const LOGO_UPLOAD_LIMITS = {
  fileSize: MAX_LOGO_BYTES,
  files: 1,
  fields: 10,
  parts: 20,
  fieldNameSize: 101,
  fieldSize: 1024,
};
const MAX_FIELD_NAME = 100;

const tooLarge = () => new PayloadTooLargeError('Logo is too large (max 2 MB)');

/**
 * The `logo` file of a multipart upload, read whole (at most 2 MB), or undefined when the body is not
 * multipart or holds no such file. Too big is 413; any other malformed upload (another file field, a
 * bracketed, long or truncated field, too many parts) is 400 in the product's words.
 */
export async function readLogoUpload(req: FastifyRequest): Promise<{ buffer: Buffer } | undefined> {
  if (!req.isMultipart()) return undefined;
  let logo: { buffer: Buffer } | undefined;
  try {
    for await (const part of req.parts({ limits: LOGO_UPLOAD_LIMITS })) {
      const name = part.fieldname;
      if (name.length > MAX_FIELD_NAME || /[[\]]/.test(name)) throw new ValidationError(NOT_AN_IMAGE);
      if (part.type === 'file') {
        if (name !== 'logo' || logo) throw new ValidationError(NOT_AN_IMAGE);
        logo = { buffer: await part.toBuffer() };
      } else if (part.fieldnameTruncated || part.valueTruncated) {
        throw new ValidationError(NOT_AN_IMAGE);
      }
    }
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw new ValidationError(NOT_AN_IMAGE);
  }
  return logo;
}

@ApiTags('uploads')
@Controller('api/upload')
export class LogoUploadController {
  constructor(private readonly uploads: UploadsService) {}

  // The guard runs before the handler reads the body, so anonymous uploads are refused unread.
  @Post('logo')
  @UseGuards(AdminGuard)
  @ApiOperation({ operationId: 'uploadLogo', summary: "Store a survey's logo image" })
  @ApiAdminOnly()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: LogoUploadForm })
  @ApiCreatedResponse({ type: UploadedLogoView })
  @ApiError(400, NOT_AN_IMAGE)
  @ApiError(413, 'Logo is too large (max 2 MB)')
  @ApiErrors(403, 503)
  async upload(@Req() req: FastifyRequest): Promise<UploadedLogoView> {
    return this.uploads.saveLogo(await readLogoUpload(req));
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
  async serve(@Param('name') name: string, @Res({ passthrough: true }) res: FastifyReply): Promise<StreamableFile> {
    const file = await this.uploads.read(name);
    res.header('X-Content-Type-Options', 'nosniff');
    // Opened directly, the file may run nothing and load nothing.
    res.header('Content-Security-Policy', "default-src 'none'; sandbox");
    // The name is random and the content never changes.
    res.header('Cache-Control', 'public, max-age=31536000, immutable');
    return new StreamableFile(file.bytes, { type: file.contentType, disposition: 'inline', length: file.bytes.length });
  }
}
