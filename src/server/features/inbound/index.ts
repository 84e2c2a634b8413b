/** What the inbound feature offers the rest of the server (decision 057: nothing else of it is imported from outside). */
export { inboundFeature, type InboundServices, type InboundOptions } from './feature.ts';
