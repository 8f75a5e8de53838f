import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { NotFoundError, ValidationError } from '../common/errors';
import type { AppConfig } from '../config/config';
import { CONFIG } from '../core/tokens';
import { contentTypeOfStoredName, sniffImage, type ImageType } from './image-type';
import { UPLOADS_URL_PREFIX } from './logo-path';
import type { UploadedLogoView } from './uploads.views';

export const NOT_AN_IMAGE = 'Please upload a PNG or JPG image';
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;

/** Logos on disk under UPLOAD_DIR (a shared volume when several API replicas run). */
@Injectable()
export class UploadsService {
  constructor(@Inject(CONFIG) private readonly config: AppConfig) {}

  /** Stores a PNG or JPEG under a random name with the extension its bytes call for. */
  async saveLogo(file: { buffer: Buffer } | undefined): Promise<UploadedLogoView> {
    const type = file ? sniffImage(file.buffer) : null;
    if (!file || !type) throw new ValidationError(NOT_AN_IMAGE);
    await fs.mkdir(this.config.uploadDir, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.${type.extension}`;
    await fs.writeFile(path.join(this.config.uploadDir, name), file.buffer, { flag: 'wx', mode: 0o644 });
    return { path: `${UPLOADS_URL_PREFIX}${name}` };
  }

  /** A stored file by its name; anything not of our name pattern is simply not there. */
  async read(name: string): Promise<{ bytes: Buffer; contentType: ImageType['contentType'] }> {
    const contentType = contentTypeOfStoredName(name);
    if (!contentType) throw new NotFoundError('File not found');
    try {
      return { bytes: await fs.readFile(path.join(this.config.uploadDir, name)), contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new NotFoundError('File not found');
      throw error;
    }
  }
}
