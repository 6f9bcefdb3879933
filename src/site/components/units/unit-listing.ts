import type { UnitStatusOnSite } from '#shared/entities/unit.ts';
import type { UnitView } from '#site/data/views/unit-view.ts';

const ORGANIZATION = { '@type': 'Organization', name: 'Tirana Group' } as const;

/** What schema.org's Offer says of each status a unit shows. */
export const OFFER_AVAILABILITY: Record<UnitStatusOnSite, string> = {
  available: 'https://schema.org/InStock',
  reserved: 'https://schema.org/LimitedAvailability',
  sold: 'https://schema.org/SoldOut',
};

/** The rooms of "2+1": two bedrooms and a living room, three rooms. */
function roomCounts(rooms: string) {
  const [bedrooms, living] = rooms.split('+').map(Number);
  if (bedrooms === undefined || living === undefined || Number.isNaN(bedrooms + living)) return {};
  return { numberOfRooms: bedrooms + living, numberOfBedrooms: bedrooms };
}

/**
 * schema.org of a unit for sale, in its page's language: an Apartment (a home) or an Accommodation
 * (a shop, an office, a parking place), with the Offer of it, its price only where shown. It is a
 * Product too, the type `offers` belongs to: a place alone has none.
 */
export function unitListing(
  unit: UnitView,
  building: { title: string; address: string },
  description: string,
  pageUrl: string,
  planUrl: string | null,
) {
  return {
    '@context': 'https://schema.org',
    '@type': [unit.isHome ? 'Apartment' : 'Accommodation', 'Product'],
    name: unit.title,
    description,
    url: pageUrl,
    sku: unit.reference,
    ...(planUrl ? { image: [planUrl] } : {}),
    floorLevel: String(unit.floor),
    ...roomCounts(unit.rooms),
    ...(unit.bathrooms === null ? {} : { numberOfBathroomsTotal: unit.bathrooms }),
    ...(unit.netArea === null
      ? {}
      : { floorSize: { '@type': 'QuantitativeValue', value: unit.netArea, unitCode: 'MTK', unitText: 'm²' } }),
    ...(building.address
      ? { address: { '@type': 'PostalAddress', streetAddress: building.address, addressCountry: 'AL' } }
      : {}),
    containedInPlace: { '@type': 'Place', name: building.title },
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      availability: OFFER_AVAILABILITY[unit.status],
      ...(unit.price === null ? {} : { price: unit.price, priceCurrency: 'EUR' }),
      seller: ORGANIZATION,
    },
  };
}
