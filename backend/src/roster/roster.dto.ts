import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { ROSTER_CSV_LIMITS } from './roster-csv';
import { ROSTER_LIMITS } from './roster-person-fields';

// Generous bounds against abuse; the decider and the CSV reading check each field (after trimming) and
// name the one at fault (/name, /email, or the line of the file).

/** The JSON body a roster CSV travels in: the file's bytes, with room for JSON's escapes. */
export const ROSTER_CSV_BODY_LIMIT = ROSTER_CSV_LIMITS.bytes + 1024 * 1024;

@ApiSchema({ name: 'RosterCsvInput' })
export class RosterCsvDto {
  @ApiProperty({
    maxLength: ROSTER_CSV_LIMITS.bytes,
    example: 'Name,E-mail,Team,Language\nAyesha Khan,ayesha@acme.example,Finance,ur\n',
    description:
      'The CSV as text (UTF-8, with or without a BOM; comma, semicolon or tab): at most 2 MB and 10,000 lines of ' +
      'people. The first line names the columns: name (or full name), e-mail, team (or department, dept), ' +
      'language (or lang: en, English, ur, Urdu, اردو); every other column becomes an attribute.',
  })
  @IsString({ message: 'csv must be text' })
  @MaxLength(ROSTER_CSV_BODY_LIMIT, { message: 'The CSV is larger than 2 MB' })
  csv!: string;
}

const LANGUAGE_DESCRIPTION = 'en or ur (English, Urdu and اردو are read as those); blank: not known';
const ATTRIBUTES = {
  type: 'object',
  additionalProperties: { type: 'string', maxLength: ROSTER_LIMITS.attributeValue },
  maxProperties: ROSTER_LIMITS.attributes,
  example: { Grade: 'B2' },
} as const;

@ApiSchema({ name: 'AddRosterPersonInput' })
export class AddRosterPersonDto {
  @ApiProperty({ minLength: 1, maxLength: ROSTER_LIMITS.name, example: 'عائشہ خان' })
  @IsString({ message: 'Name is required' })
  @MaxLength(2000, { message: 'Name is too long' })
  name!: string;

  @ApiProperty({ format: 'email', maxLength: ROSTER_LIMITS.email, example: 'ayesha@acme.example' })
  @IsString({ message: 'E-mail is required' })
  @MaxLength(2000, { message: 'E-mail is too long' })
  email!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: ROSTER_LIMITS.team, example: 'Finance' })
  @IsOptional()
  @IsString({ message: 'Team must be text' })
  @MaxLength(2000, { message: 'Team is too long' })
  team?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'ur', description: LANGUAGE_DESCRIPTION })
  @IsOptional()
  @IsString({ message: 'Language must be text' })
  @MaxLength(100, { message: 'Language is too long' })
  language?: string | null;

  @ApiPropertyOptional({ ...ATTRIBUTES, description: 'Further facts about the person, by name' })
  @IsOptional()
  @IsObject({ message: 'Attributes must be an object of texts' })
  attributes?: Record<string, string>;
}

/** Any of the fields; those left out stay as they are, attributes given are replaced whole. */
@ApiSchema({ name: 'UpdateRosterPersonInput' })
export class UpdateRosterPersonDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: ROSTER_LIMITS.name })
  @IsOptional()
  @IsString({ message: 'Name must be text' })
  @MaxLength(2000, { message: 'Name is too long' })
  name?: string;

  @ApiPropertyOptional({ format: 'email', maxLength: ROSTER_LIMITS.email })
  @IsOptional()
  @IsString({ message: 'E-mail must be text' })
  @MaxLength(2000, { message: 'E-mail is too long' })
  email?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: ROSTER_LIMITS.team })
  @IsOptional()
  @IsString({ message: 'Team must be text' })
  @MaxLength(2000, { message: 'Team is too long' })
  team?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: LANGUAGE_DESCRIPTION })
  @IsOptional()
  @IsString({ message: 'Language must be text' })
  @MaxLength(100, { message: 'Language is too long' })
  language?: string | null;

  @ApiPropertyOptional({ ...ATTRIBUTES, description: 'Replaces the attributes whole' })
  @IsOptional()
  @IsObject({ message: 'Attributes must be an object of texts' })
  attributes?: Record<string, string>;
}
