import { Body, Controller, Get, Post, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../auth/admin.guard';
import { RateLimit } from '../rate-limit/rate-limit.guard';
import { ContactMessageDto } from './contact.dto';
import { ContactService } from './contact.service';

export const CONTACT_RATE_LIMIT = {
  name: 'contact',
  limit: 5,
  windowMs: 10 * 60 * 1000,
  message: 'Too many messages; please try again later',
} as const;

@Controller('api')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post('contact')
  @RateLimit(CONTACT_RATE_LIMIT)
  send(@Body() dto: ContactMessageDto) {
    return this.contact.send(dto);
  }

  @Get('contact-messages')
  @UseGuards(AdminGuard)
  list() {
    return this.contact.list();
  }
}
