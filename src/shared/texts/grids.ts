/**
 * The texts of the sublets and building grids (their heroes, empty states and load failures), apart from PUBLIC_TEXT
 * so that the home page, which shows none of them, does not load them (its JavaScript budget).
 */
export const GRID_TEXT = {
  subletProperties: 'Summer Sublet Properties',
  loadSubletsFailedDetail: 'Failed to load sublet properties. Please try again later.',
  loadBuildingFailedDetail: 'Failed to load building properties. Please try again later.',
  subletsEyebrow: 'Short stays',
  subletIntro: 'Furnished summer sublets for interns, students and anyone in New York for a season.',
  noSublets: 'No sublet properties available at the moment.',
  buildingIntro: (address: string) => `Available apartments at ${address}.`,
  buildingPropertiesTitle: 'Building Properties',
  noBuildingProperties: 'No properties available in this building at the moment.',
};
