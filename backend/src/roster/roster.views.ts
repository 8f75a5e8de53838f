import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ROSTER_LANGUAGES, type RosterLanguage } from './roster-person.events';

// What the roster endpoints answer (the one definition of each shape).

const ATTRIBUTES = {
  type: 'object',
  additionalProperties: { type: 'string' },
  example: { Grade: 'B2', Site: 'Faisalabad' },
  description: 'The extra columns of the import, by their headers as typed (a blank cell is no attribute)',
} as const;

@ApiSchema({ name: 'RosterPerson' })
export class RosterPersonView {
  @ApiProperty()
  id!: string;

  @ApiProperty({ example: 'Ayesha Khan', description: 'As typed (Urdu names kept as they are)' })
  name!: string;

  @ApiProperty({ example: 'ayesha@acme.example', description: 'As typed; matched ignoring case' })
  email!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Finance', description: 'The team or department' })
  team!: string | null;

  @ApiProperty({ enum: ROSTER_LANGUAGES, enumName: 'Language', nullable: true })
  language!: RosterLanguage | null;

  @ApiProperty(ATTRIBUTES)
  attributes!: Record<string, string>;

  @ApiProperty({ format: 'date-time' })
  addedAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When they were removed from the roster; null: on it',
  })
  removedAt!: string | null;
}

@ApiSchema({ name: 'RosterTeam' })
export class RosterTeamView {
  @ApiProperty({ type: String, nullable: true, example: 'Finance', description: 'null: the people with no team' })
  team!: string | null;

  @ApiProperty({ type: 'integer', minimum: 1 })
  count!: number;
}

@ApiSchema({ name: 'Roster' })
export class RosterView {
  @ApiProperty()
  clientId!: string;

  @ApiProperty({ example: 'Acme Textiles' })
  clientName!: string;

  @ApiProperty({
    type: RosterPersonView,
    isArray: true,
    description: 'The people on the roster, by team (those with none last), then by name',
  })
  people!: RosterPersonView[];

  @ApiProperty({ type: RosterTeamView, isArray: true, description: 'How many people each team has, in that order' })
  teams!: RosterTeamView[];

  @ApiProperty({
    type: RosterPersonView,
    isArray: true,
    description: 'People removed from the roster (no survey reaches them), by name: still there to erase',
  })
  removed!: RosterPersonView[];
}

@ApiSchema({ name: 'RosterLineError' })
export class RosterLineErrorView {
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    example: 5,
    description: 'The line as a spreadsheet shows it (the header is 1)',
  })
  line!: number;

  @ApiProperty({ example: 'E-mail is required' })
  message!: string;
}

@ApiSchema({ name: 'RosterColumns' })
export class RosterColumnsView {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Full name',
    description: 'The header the names were read from',
  })
  name!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'E-mail' })
  email!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Department' })
  team!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Language' })
  language!: string | null;

  @ApiProperty({ type: String, isArray: true, example: ['Grade'], description: 'The other columns: attributes' })
  attributes!: string[];
}

@ApiSchema({ name: 'RosterPreviewAdd' })
export class RosterPreviewAddView {
  @ApiProperty({ type: 'integer', minimum: 2 })
  line!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty({ type: String, nullable: true })
  team!: string | null;

  @ApiProperty({ enum: ROSTER_LANGUAGES, enumName: 'Language', nullable: true })
  language!: RosterLanguage | null;

  @ApiProperty(ATTRIBUTES)
  attributes!: Record<string, string>;
}

@ApiSchema({ name: 'RosterFieldChange' })
export class RosterFieldChangeView {
  @ApiProperty({ example: 'team', description: 'name, team, language, or an attribute by its header as typed' })
  field!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Finance' })
  from!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Audit' })
  to!: string | null;
}

@ApiSchema({ name: 'RosterPreviewUpdate' })
export class RosterPreviewUpdateView {
  @ApiProperty({ type: 'integer', minimum: 2 })
  line!: number;

  @ApiProperty()
  personId!: string;

  @ApiProperty({ description: 'The name as the file has it' })
  name!: string;

  @ApiProperty({ description: 'The e-mail as the roster has it' })
  email!: string;

  @ApiProperty({ type: RosterFieldChangeView, isArray: true })
  changes!: RosterFieldChangeView[];
}

@ApiSchema({ name: 'RosterPreview' })
export class RosterPreviewView {
  @ApiProperty({ type: 'integer', description: 'Lines holding a person (blank lines left out)' })
  rows!: number;

  @ApiProperty({ type: 'integer', description: 'People the import would add' })
  addCount!: number;

  @ApiProperty({ type: 'integer', description: 'People on the roster the import would change' })
  updateCount!: number;

  @ApiProperty({ type: 'integer', description: 'People on the roster the file holds as they are' })
  unchanged!: number;

  @ApiProperty({ type: 'integer', description: 'People on the roster the file does not hold: they stay' })
  notInFile!: number;

  @ApiProperty({ type: RosterPreviewAddView, isArray: true, description: 'The first 50 to add, in file order' })
  add!: RosterPreviewAddView[];

  @ApiProperty({
    type: RosterPreviewUpdateView,
    isArray: true,
    description: 'The first 50 to update, in file order, each with what changes',
  })
  update!: RosterPreviewUpdateView[];

  @ApiProperty({ type: RosterLineErrorView, isArray: true, description: 'The first 200 problems, by line' })
  errors!: RosterLineErrorView[];

  @ApiProperty({ type: 'integer', description: 'How many problems in all; the import refuses the file while any' })
  errorCount!: number;

  @ApiProperty({ type: RosterColumnsView })
  columns!: RosterColumnsView;
}

@ApiSchema({ name: 'RosterImport' })
export class RosterImportView {
  @ApiProperty({ type: 'integer' })
  added!: number;

  @ApiProperty({ type: 'integer' })
  updated!: number;

  @ApiProperty({ type: 'integer' })
  unchanged!: number;
}
