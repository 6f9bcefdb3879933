import { describe, expect, it } from 'vitest';
import { unitView } from '#site/data/views/unit-view.ts';
import { unitOf } from '#tests/fixtures/units.ts';
import { unitListing } from './unit-listing.ts';

const BUILDING = { title: 'Parisi Towers', address: 'Rruga Komuna e Parisit, Tirana' };
const PAGE = 'https://tiranagroup.al/en/unitdetails/12';
const listingOf = (fields: Parameters<typeof unitOf>[0]) =>
  unitListing(unitView(unitOf(fields), 'en'), BUILDING, 'A corner apartment.', PAGE, null);

describe('a unit’s schema.org', () => {
  it('calls a home an Apartment, with its rooms, floor and size, and its Offer with the price shown', () => {
    const listing = listingOf({});
    expect(listing).toMatchObject({
      '@type': ['Apartment', 'Product'],
      name: 'Apartment B2-07-04',
      url: PAGE,
      floorLevel: '7',
      numberOfRooms: 3,
      numberOfBedrooms: 2,
      numberOfBathroomsTotal: 2,
      floorSize: { '@type': 'QuantitativeValue', value: 85.4, unitCode: 'MTK' },
      containedInPlace: { name: 'Parisi Towers' },
      offers: { '@type': 'Offer', availability: 'https://schema.org/InStock', price: 142000, priceCurrency: 'EUR' },
    });
  });

  it.each([
    ['reserved', 'https://schema.org/LimitedAvailability'],
    ['sold', 'https://schema.org/SoldOut'],
  ] as const)('says a %s unit’s Offer is %s', (status, availability) => {
    expect(listingOf({ status }).offers.availability).toBe(availability);
  });

  it('calls a shop or a parking place an Accommodation, and gives no price on request', () => {
    const listing = listingOf({ unitType: 'parking', rooms: '', price: null, bathrooms: null });
    expect(listing['@type']).toEqual(['Accommodation', 'Product']);
    expect(listing).not.toHaveProperty('numberOfRooms');
    expect(listing).not.toHaveProperty('numberOfBathroomsTotal');
    expect(listing.offers).not.toHaveProperty('price');
    expect(listing.offers).not.toHaveProperty('priceCurrency');
  });
});
