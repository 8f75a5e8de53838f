import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { API_KEY_SCOPES, type ApiKeyScope } from '../auth';

// What the API-key endpoints answer (the one definition of each shape).

@ApiSchema({ name: 'ApiKey' })
export class ApiKeyView {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  label!: string;

  @ApiProperty({ enum: API_KEY_SCOPES, enumName: 'ApiKeyScope', isArray: true })
  scopes!: ApiKeyScope[];

  @ApiProperty({ description: 'The start of the key (`seedline_` and six characters), to tell keys apart' })
  shownPart!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Null until first used; updated at most once a minute',
  })
  lastUsedAt!: string | null;
}

@ApiSchema({ name: 'CreatedApiKey' })
export class CreatedApiKeyView {
  @ApiProperty({ type: ApiKeyView })
  apiKey!: ApiKeyView;

  @ApiProperty({
    description: 'The key itself, shown this once: only its hash is stored',
    example: 'seedline_AbC123…',
  })
  secret!: string;
}
