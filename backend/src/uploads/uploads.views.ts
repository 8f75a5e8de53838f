import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** The multipart body of POST /api/upload/logo. */
@ApiSchema({ name: 'LogoUpload' })
export class LogoUploadForm {
  @ApiProperty({ type: 'string', format: 'binary', description: 'A PNG or JPEG image, at most 2 MB' })
  logo!: unknown;
}

@ApiSchema({ name: 'UploadedLogo' })
export class UploadedLogoView {
  @ApiProperty({ example: '/uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0.png', description: "The survey's logo value" })
  path!: string;
}
