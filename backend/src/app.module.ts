import { Module, type DynamicModule } from '@nestjs/common';
import { CoreModule, type CoreDeps } from './core/core.module';
import { ResponsesModule } from './responses/responses.module';
import { SurveysModule } from './surveys/surveys.module';

/** The API: core providers plus one module per domain. */
@Module({})
export class AppModule {
  static register(deps: CoreDeps): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.register(deps),
        SurveysModule,
        ResponsesModule,
      ],
    };
  }
}
