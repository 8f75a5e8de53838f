import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard, RequiresRole } from '../auth';
import { ApiAdminOnly, ApiError, ApiErrors } from '../http/openapi.decorators';
import { RateLimit } from '../rate-limit';
import { ContactMessageDto } from './contact.dto';
import { CONTACT_LIST_LIMIT, ContactService } from './contact.service';
import { ContactMessageView, ContactReceiptView } from './contact.views';

export const CONTACT_RATE_LIMIT = {
  name: 'contact',
  limit: 5,
  windowMs: 10 * 60 * 1000,
  message: 'Too many messages; please try again later',
} as const;

@ApiTags('contact')
@Controller('api')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post('contact')
  @RateLimit(CONTACT_RATE_LIMIT)
  @ApiOperation({ operationId: 'sendContactMessage', summary: 'Send a message from the contact form' })
  @ApiCreatedResponse({ type: ContactReceiptView })
  @ApiErrors(400, 403, 429, 503)
  send(@Body() dto: ContactMessageDto): Promise<ContactReceiptView> {
    return this.contact.send(dto);
  }

  @Get('contact-messages')
  @UseGuards(AdminGuard)
  @ApiOperation({
    operationId: 'listContactMessages',
    summary: `Contact messages, newest first (at most ${CONTACT_LIST_LIMIT})`,
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: ContactMessageView, isArray: true })
  @ApiErrors(503)
  list(): Promise<ContactMessageView[]> {
    return this.contact.list();
  }

  @Delete('contact-messages/:id')
  @UseGuards(AdminGuard)
  @RequiresRole('owner')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'eraseContactMessage',
    summary: 'Erase a contact message',
    description:
      "The message's personal data becomes unreadable (its key is deleted) and it leaves the list; the log keeps a ContactMessageErased event.",
  })
  @ApiAdminOnly()
  @ApiNoContentResponse({ description: 'Erased' })
  @ApiError(404, 'Contact message not found (or erased already)')
  @ApiError(403, 'A role below owner (the problem names it), or a request from another origin')
  @ApiErrors(503)
  async erase(@Param('id') id: string): Promise<void> {
    await this.contact.erase(id);
  }
}
