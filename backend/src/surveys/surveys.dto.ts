import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** Length limits here are generous bounds against abuse; the decider applies the domain's exact rules. */
export class CreateSurveyDto {
  @IsString({ message: 'Title is required' })
  @MaxLength(1000)
  title!: string;

  @IsOptional()
  @IsString()
  @MaxLength(10000)
  description?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(1000)
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  slug?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(1000)
  logo?: string | null;

  @IsOptional()
  @IsBoolean()
  isActive?: boolean;
}

export class AddQuestionDto {
  @IsString({ message: 'Question text is required' })
  @MaxLength(10000)
  questionText!: string;

  @IsOptional()
  @IsIn(['textarea'], { message: 'questionType must be textarea' })
  questionType?: string;

  @IsOptional()
  @IsInt({ message: 'order must be a whole number' })
  @Min(1, { message: 'order starts at 1' })
  @Max(10000)
  order?: number;

  @IsOptional()
  @IsBoolean()
  isRequired?: boolean;
}
