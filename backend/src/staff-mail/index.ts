// Invitations and reminders by e-mail for personal links (issue 48 item 4): the module for the composition root.
export { StaffMailModule } from './staff-mail.module';
