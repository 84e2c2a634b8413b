/**
 * A listing's map from its address alone (no API key), in the same forms as the office's
 * (site-settings.ts mapEmbedUrl and mapLinkUrl): the embed for the property page and 'Open in Maps',
 * which opens the visitor's maps app or Google Maps. A module of its own, so that only the property
 * page carries it (not the home page's JavaScript).
 */
export function addressMapEmbedUrl(address: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
}

export function addressMapLinkUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
