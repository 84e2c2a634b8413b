/** The back-office's agency disclosure parts (RPL §443, decision 088): the list of acknowledgements, the listing's landlord panel. */
export { AgencyAcknowledgements } from './agency-acknowledgements.tsx';
export { LandlordAgencyPanel } from './landlord-agency-panel.tsx';
