// The roster feature's front door: its module and service, and its projection and events for the
// composition root (the read-model registry, the event catalogue).
export * from './roster.module';
export { RosterService } from './roster.service';
export { rosterProjection } from './roster.projection';
export { rosterPersonEventFields, rosterPersonEventTypes, type RosterPersonEvent } from './roster-person.events';
export type { RosterPersonView, RosterView } from './roster.views';
export { teamKey, teamSpeller } from './team-names';
