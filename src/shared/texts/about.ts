/** The about page's texts (docs/product.md §2). */
export const ABOUT_TEXT = {
  aboutTitle: 'About',
  aboutHeading: (name: string) => `Meet ${name}`,
  headshotAlt: (name: string) => `${name}, headshot`,
  officeDetails: 'Office details',
  officeHours: 'Hours',
  phone: 'Phone',
  email: 'E-mail',
  address: 'Address',
  findUs: 'Find my office',
  openInMaps: 'Open in Maps',
  mapTitle: (brand: string) => `Map of the ${brand} office`,
  followUs: 'Follow along',
} as const;
