import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

@ApiSchema({ name: 'LoginInput' })
export class LoginDto {
  @ApiProperty({ minLength: 1, maxLength: 200 })
  @IsString({ message: 'Username is required' })
  @IsNotEmpty({ message: 'Username is required' })
  @MaxLength(200, { message: 'Username is too long' })
  username!: string;

  @ApiProperty({ minLength: 1, maxLength: 1000, format: 'password' })
  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(1000, { message: 'Password is too long' })
  password!: string;
}

@ApiSchema({ name: 'UnlockSurveysInput' })
export class UnlockSurveysDto {
  @ApiProperty({ minLength: 1, maxLength: 1000, format: 'password', description: 'SURVEYS_ACCESS_PASSWORD' })
  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(1000, { message: 'Password is too long' })
  password!: string;
}
