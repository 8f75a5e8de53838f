import { Module } from '@nestjs/common';
import { LiveFeedController } from './live-feed.controller';
import { LiveFeedHub } from './live-feed.hub';

/** Server-Sent Events of a survey's responses, fed by LISTEN/NOTIFY on the log. */
@Module({ controllers: [LiveFeedController], providers: [LiveFeedHub] })
export class LiveFeedModule {}
