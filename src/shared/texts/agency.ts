/**
 * The New York State agency disclosure (Real Property Law §443; the Department of State's "New York
 * State Disclosure Form for Landlord and Tenant"), shown on the viewing booking form, the application's
 * start form and the landlord's acknowledgement page, and recorded with each acknowledgement
 * (docs/decisions/088-agency-disclosure.md). Translated: the catalogues' 'agency' module.
 */
export const AGENCY_TEXT = {
  title: 'New York State Disclosure Form for Landlord and Tenant',
  notAContract: 'This is not a contract.',
  intro:
    'New York State law requires real estate licensees who act as agents of landlords and tenants to tell the landlords and tenants they work with the nature of their agency relationship and the rights and obligations it creates. This disclosure helps you make informed choices about your relationship with the real estate broker and its sales agents.',
  landlordsAgent:
    "Landlord's agent: engaged by a landlord to represent the landlord's interest by finding a tenant for the landlord's property. A landlord's agent does not represent the interests of the tenant. In dealings with the tenant, a landlord's agent should exercise reasonable skill and care, deal honestly, fairly and in good faith, and disclose all facts known to the agent that materially affect the value or desirability of the property, except as the law provides otherwise.",
  tenantsAgent:
    "Tenant's agent: engaged by a tenant to represent the tenant's interest by finding a property to rent. A tenant's agent does not represent the interests of the landlord, and owes the tenant reasonable care, undivided loyalty, confidentiality, full disclosure, obedience and a duty to account.",
  brokersAgent:
    "Broker's agent: engaged by a listing agent or a tenant's agent, from another firm, to help find a tenant or a property; a broker's agent owes the same duties as the agent who engaged them.",
  dualAgent:
    'Dual agent: a broker may represent both the landlord and the tenant only when both give their informed consent in writing. A dual agent cannot give either of them undivided loyalty; with designated sales agents, each party has a sales agent of the same broker assigned to them.',
  thisAgent:
    "Unless agreed otherwise with you in writing, the agent of this site acts as the landlord's agent for the apartments it lists.",
  /** What opens the form's text above the checkbox (decision 108: one tap away, the checkbox always in view). */
  readIt: 'Read the agency disclosure',
  checkbox: 'I have read the New York State Disclosure Form for Landlord and Tenant (agency disclosure).',
  required: 'Please confirm that you have read the New York State agency disclosure.',
  // The landlord's page (/agency/{token}) and its e-mail.
  landlordHeading: 'Agency disclosure for your listing',
  landlordIntro: (address: string) =>
    `Please read the New York State agency disclosure for ${address} and confirm that you received it. The time and your connection's address are recorded.`,
  landlordButton: 'I received this disclosure',
  landlordDone: (when: string) => `Acknowledged on ${when} (New York time). Thank you.`,
  landlordInvalid: 'This link is not valid. Ask your agent for a new one.',
  landlordMailSubject: (address: string) => `New York State agency disclosure for ${address}`,
  landlordMailBody: (name: string, address: string, link: string) =>
    `Dear ${name},\n\nNew York State law (Real Property Law §443) asks us to give you the agency disclosure for ${address} and to record that you received it. Please read it and confirm here:\n\n${link}`,
} as const;
