import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';

@ApiSchema({ name: 'HiddenField' })
export class HiddenFieldView {
  @ApiProperty({ example: 'team' })
  key!: string;

  @ApiProperty({ example: 'Team' })
  label!: string;

  @ApiProperty({ type: [String], nullable: true, description: 'Null: any value' })
  allowedValues!: string[] | null;

  @ApiPropertyOptional({ description: 'Present (true) when marked personal: never shown on a client link' })
  personal?: boolean;
}

@ApiSchema({ name: 'ResponseSettings' })
export class ResponseSettingsView {
  @ApiProperty({ type: [HiddenFieldView], description: 'Declared hidden fields, in order' })
  hiddenFields!: HiddenFieldView[];

  @ApiProperty({
    type: [String],
    description: 'Every key a response may record: the declared ones, then utm_source, utm_medium, utm_campaign',
  })
  recognisedKeys!: string[];

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Days without activity before an unfinished response is closed; null: never',
  })
  abandonAfterDays!: number | null;
}
