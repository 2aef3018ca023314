/** The town as the organisation behind the whole site: the shell writes it as schema.org data on every page. */
export const TOWN_ORGANIZATION = {
  '@type': 'GovernmentOrganization',
  name: 'Stadt Musterstadt',
  telephone: '+49 7999 123-0',
  email: 'info@musterstadt.de',
  address: { '@type': 'PostalAddress', streetAddress: 'Marktplatz 1', postalCode: '79999', addressLocality: 'Musterstadt', addressCountry: 'DE' },
};
