// The clients feature's front door: its module and service, the reads other features make of a client
// (surveys check the one they are assigned; proposals and reports show its name and company data), and
// its projection and events for the composition root.
export * from './clients.module';
export { ClientsService } from './clients.service';
export { companyDataOf, findClient, listClients } from './clients.queries';
export { clientsProjection } from './clients.projection';
export { clientEventFields, clientEventTypes, type ClientEvent, type ClientContact } from './client.events';
export type { ClientView } from './clients.views';
