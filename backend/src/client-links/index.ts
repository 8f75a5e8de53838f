// The client-links feature's front door: its module (the app composes it) and its read model.
export { ClientLinksModule } from './client-links.module';
export { clientLinksProjection } from './client-links.projection';
