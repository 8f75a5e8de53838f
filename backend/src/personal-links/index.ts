// Personal links' front door (issue 48): the module, and the projection and events for the composition root.
export * from './personal-links.module';
export { PersonalLinksService, type PersonalLinkTarget } from './personal-links.service';
export type { CoverageView } from './personal-links.views';
export { personalLinksProjection } from './personal-links.projection';
export { personalLinkEventFields, personalLinkEventTypes, type PersonalLinkEvent } from './personal-link.events';
