import { userEventFields } from '../auth';
import { clientEventFields } from '../clients';
import { contactEventFields } from '../contact/contact.events';
import { eventCatalogue } from '../event-store/event-fields';
import { proposalEventFields } from '../proposals/proposal-legacy-quotes';
import { reportEventFields } from '../reports/report-quote-keys';
import { responseEventFields } from '../responses/response.events';
import { personalLinkEventFields } from '../personal-links';
import { rosterPersonEventFields } from '../roster';

/** Every feature's declaration of its events' personal, erasing and cross-stream fields. Adding a feature's here is all encryption needs. */
export const EVENT_CATALOGUE = eventCatalogue([
  responseEventFields,
  contactEventFields,
  reportEventFields,
  proposalEventFields,
  userEventFields,
  clientEventFields,
  rosterPersonEventFields,
  personalLinkEventFields,
]);
