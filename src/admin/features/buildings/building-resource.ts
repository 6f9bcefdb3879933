import { EN_FACADE } from '#admin/i18n/en-facade.ts';
import { SQ_FACADE } from '#admin/i18n/sq-facade.ts';
import { buildingFacadePath } from '#admin/lib/routes.ts';
import { resourceOf } from '#admin/resources/resource.ts';
import { BUILDING } from '#shared/entities/building.ts';
import { textsOf } from '#shared/entities/entity-texts.ts';
import { ROUTES } from '#shared/routes.ts';
import { SEARCH_ROW } from '../search-preview/search-row.ts';

export const buildingResource = resourceOf(BUILDING, {
  rows: [
    {
      label: { en: 'Name', sq: 'Emri' },
      text: 'title',
      kind: 'text',
    },
    {
      label: { en: 'Address', sq: 'Adresa' },
      text: 'address',
      kind: 'text',
    },
    {
      label: { en: 'Map link', sq: 'Lidhja e hartës' },
      field: { name: 'buildingGoogleLink', kind: 'url' },
      hint: {
        en: 'The Google Maps address of the building; View Location needs it and the location image.',
        sq: 'Adresa e ndërtesës në Google Maps; “Shiko vendndodhjen” ka nevojë për të dhe për fotografinë e vendndodhjes.',
      },
    },
    {
      label: { en: 'Units for sale', sq: 'Njësitë në shitje' },
      group: [
        {
          label: { en: 'Prices on the site', sq: 'Çmimet në faqe' },
          field: {
            name: 'unitPrices',
            kind: 'select',
            options: [
              { value: 'onRequest', label: { en: 'Price on request only', sq: 'Vetëm çmim sipas kërkesës' } },
              { value: 'shown', label: { en: 'Shown', sq: 'Të shfaqura' } },
            ],
          },
        },
        {
          label: { en: 'Sold units', sq: 'Njësitë e shitura' },
          field: {
            name: 'soldUnits',
            kind: 'select',
            options: [
              { value: 'listed', label: { en: 'Listed, greyed at the end', sq: 'Të listuara, gri në fund' } },
              { value: 'hidden', label: { en: 'Hidden', sq: 'Të fshehura' } },
            ],
          },
        },
      ],
    },
    SEARCH_ROW,
  ],
  card: (building, language) => ({
    subtitle: textsOf(BUILDING, building, language).address,
    image: building.buildingImageUrl,
    imageSet: building.imageSets.buildingImageUrl,
  }),
  publicPath: (building) => ROUTES.building(building.buildingId),
  itemScreens: [{ label: { en: EN_FACADE.facade.link, sq: SQ_FACADE.facade.link }, path: buildingFacadePath }],
});
