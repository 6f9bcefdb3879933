/**
 * Demo sales catalogues, in English and Albanian: which demo building each belongs to, its cover
 * picture and its PDF (a file in scripts/demo/assets). Categories: 1 Apartment, 2 Service Unit, 3 Car Post.
 */
import type { CatalogInput } from '#shared/entities/catalog.ts';
import type { DemoPicture } from '../motifs.ts';

export interface DemoCatalog {
  buildingIndex: number;
  input: Omit<CatalogInput, 'buildingId'>;
  image: DemoPicture;
  pdf: string;
}

// The fourth building's car posts are sold out: its car-post page shows the empty-category message.
export const DEMO_CATALOGS: DemoCatalog[] = [
  {
    buildingIndex: 0,
    input: {
      catalogTitle: 'Tower A — One-bedroom apartments',
      titulliKatalog: 'Kulla A — Apartamente 1+1',
      catalogDescription:
        'Bright one-bedroom apartments of 58 to 72 m² on floors 2 to 12 of Tower A, each with a loggia facing the central piazza. Ideal as a first home or as a rental investment close to the city centre.',
      pershkrimKatalog:
        'Apartamente 1+1 të ndriçuara, nga 58 deri në 72 m², në katet 2 deri në 12 të Kullës A, secili me lozhë të kthyer nga sheshi qendror. Zgjedhje ideale si shtëpia e parë ose si investim për qiradhënie pranë qendrës së qytetit.',
      salesCategoryId: 1,
      pdfLayout: 'P',
    },
    image: { motif: 'apartment-plan', variant: 1 },
    pdf: 'catalogs/parisi-tower-a-one-bedroom.pdf',
  },
  {
    buildingIndex: 0,
    input: {
      catalogTitle: 'Tower B — Two-bedroom apartments',
      titulliKatalog: 'Kulla B — Apartamente 2+1',
      catalogDescription:
        'Two-bedroom apartments of 95 to 118 m² with two bathrooms and a deep loggia, on floors 3 to 20 of Tower B. The upper floors enjoy open views towards Mount Dajti.',
      pershkrimKatalog:
        'Apartamente 2+1, nga 95 deri në 118 m², me dy banjo dhe lozhë të gjerë, në katet 3 deri në 20 të Kullës B. Katet e sipërme kanë pamje të hapur drejt malit të Dajtit.',
      salesCategoryId: 1,
      pdfLayout: 'P',
    },
    image: { motif: 'interior', variant: 1 },
    pdf: 'catalogs/parisi-tower-b-two-bedroom.pdf',
  },
  {
    buildingIndex: 0,
    input: {
      catalogTitle: 'Tower C — Three- and four-bedroom homes',
      titulliKatalog: 'Kulla C — Apartamente 3+1 dhe 4+1',
      catalogDescription:
        'Spacious family homes of 140 to 210 m² on the upper floors of Tower C, including two duplex penthouses with private roof terraces.',
      pershkrimKatalog:
        'Shtëpi familjare të bollshme, nga 140 deri në 210 m², në katet e sipërme të Kullës C, përfshirë dy penthouse dupleks me tarraca private në çati.',
      salesCategoryId: 1,
      pdfLayout: 'L',
    },
    image: { motif: 'apartment-plan', variant: 3 },
    pdf: 'catalogs/parisi-tower-c-family-homes.pdf',
  },
  {
    buildingIndex: 0,
    input: {
      catalogTitle: 'Podium — Service units',
      titulliKatalog: 'Podiumi — Njësi shërbimi',
      catalogDescription:
        'Service units of 45 to 260 m² on the ground and first floors of the podium, opening onto the pedestrian piazza. Suitable for cafés, shops, clinics and offices, with delivery access from the rear street.',
      pershkrimKatalog:
        'Njësi shërbimi nga 45 deri në 260 m² në katin përdhe dhe në katin e parë të podiumit, me fasadë nga sheshi i këmbësorëve. Të përshtatshme për kafene, dyqane, klinika dhe zyra, me hyrje furnizimi nga rruga e pasme.',
      salesCategoryId: 2,
      pdfLayout: 'L',
    },
    image: { motif: 'service-unit', variant: 0 },
    pdf: 'catalogs/parisi-podium-service-units.pdf',
  },
  {
    buildingIndex: 0,
    input: {
      catalogTitle: 'Underground car posts, levels -1 and -2',
      titulliKatalog: 'Vende parkimi nëntokësore, nivelet -1 dhe -2',
      catalogDescription:
        'Single car posts of 12.5 m² and double posts for two vehicles, with lift access to all three towers. Storage rooms are available next to some of the posts.',
      pershkrimKatalog:
        'Vende parkimi teke prej 12,5 m² dhe vende të dyfishta për dy automjete, me ashensor që të çon në të tria kullat. Pranë disa vendeve të parkimit ofrohen edhe depo.',
      salesCategoryId: 3,
      pdfLayout: 'P',
    },
    image: { motif: 'parking', variant: 2 },
    pdf: 'catalogs/parisi-car-posts.pdf',
  },
  {
    buildingIndex: 1,
    input: {
      catalogTitle: 'Block A — Two-bedroom apartments',
      titulliKatalog: 'Blloku A — Apartamente 2+1',
      catalogDescription:
        'Two-bedroom apartments of 82 to 96 m² in Block A, overlooking the inner courtyard. Available with a flexible payment plan during construction.',
      pershkrimKatalog:
        'Apartamente 2+1, nga 82 deri në 96 m², në Bllokun A, me pamje nga oborri i brendshëm. Të disponueshme me plan pagese fleksibël gjatë ndërtimit.',
      salesCategoryId: 1,
      pdfLayout: 'P',
    },
    image: { motif: 'apartment-plan', variant: 5 },
    pdf: 'catalogs/yzberisht-block-a-two-bedroom.pdf',
  },
  {
    buildingIndex: 1,
    input: {
      catalogTitle: 'Blocks B and C — One-bedroom apartments',
      titulliKatalog: 'Blloqet B dhe C — Apartamente 1+1',
      catalogDescription:
        'Compact one-bedroom apartments of 55 to 64 m², each with a balcony and a fitted kitchen. A smart choice for young couples and first-time buyers.',
      pershkrimKatalog:
        'Apartamente 1+1 kompakte, nga 55 deri në 64 m², secili me ballkon dhe kuzhinë të pajisur. Një zgjedhje e mençur për çiftet e reja dhe për ata që blejnë shtëpinë e parë.',
      salesCategoryId: 1,
      pdfLayout: 'P',
    },
    image: { motif: 'interior', variant: 2 },
    pdf: 'catalogs/yzberisht-blocks-b-c-one-bedroom.pdf',
  },
  {
    buildingIndex: 1,
    input: {
      catalogTitle: 'Block D — Three-bedroom family apartments',
      titulliKatalog: 'Blloku D — Apartamente familjare 3+1',
      catalogDescription:
        'Three-bedroom apartments of 115 to 130 m² with two bathrooms and corner balconies, in the quietest block of the quarter. Ground-floor homes come with a private garden.',
      pershkrimKatalog:
        'Apartamente 3+1, nga 115 deri në 130 m², me dy banjo dhe ballkone këndore, në bllokun më të qetë të kompleksit. Apartamentet në katin përdhe kanë kopsht privat.',
      salesCategoryId: 1,
      pdfLayout: 'L',
    },
    image: { motif: 'apartment-plan', variant: 4 },
    pdf: 'catalogs/yzberisht-block-d-three-bedroom.pdf',
  },
  {
    buildingIndex: 1,
    input: {
      catalogTitle: 'Service units on Rruga Kongresi i Manastirit',
      titulliKatalog: 'Njësi shërbimi në Rrugën Kongresi i Manastirit',
      catalogDescription:
        'Street-front service units of 50 to 140 m² with large shop windows on Rruga Kongresi i Manastirit. Well suited to a pharmacy, a bakery, a nursery or a neighbourhood store.',
      pershkrimKatalog:
        'Njësi shërbimi nga 50 deri në 140 m², me vitrina të mëdha në Rrugën Kongresi i Manastirit. Të përshtatshme për farmaci, furrë buke, çerdhe ose dyqan lagjeje.',
      salesCategoryId: 2,
      pdfLayout: 'P',
    },
    image: { motif: 'service-unit', variant: 3 },
    pdf: 'catalogs/yzberisht-service-units.pdf',
  },
  {
    buildingIndex: 1,
    input: {
      catalogTitle: 'Underground car posts',
      titulliKatalog: 'Vende parkimi nëntokësore',
      catalogDescription:
        'Car posts in the single-level underground car park beneath the courtyard, with direct access to all four blocks.',
      pershkrimKatalog:
        'Vende parkimi në parkimin nëntokësor njënivelësh nën oborr, me hyrje të drejtpërdrejtë në të katër blloqet.',
      salesCategoryId: 3,
      pdfLayout: 'P',
    },
    image: { motif: 'parking', variant: 3 },
    pdf: 'catalogs/yzberisht-car-posts.pdf',
  },
  {
    buildingIndex: 2,
    input: {
      catalogTitle: 'Last available apartments',
      titulliKatalog: 'Apartamentet e fundit në shitje',
      catalogDescription:
        'The last one- and three-bedroom apartments in this completed, energy class A building, ready to move into. Keys are handed over when the contract is signed.',
      pershkrimKatalog:
        'Apartamentet e fundit 1+1 dhe 3+1 në këtë ndërtesë të përfunduar, me klasë energjetike A, gati për t’u banuar. Çelësat dorëzohen në momentin e nënshkrimit të kontratës.',
      salesCategoryId: 1,
      pdfLayout: 'P',
    },
    image: { motif: 'interior', variant: 3 },
    pdf: 'catalogs/new-tirana-last-apartments.pdf',
  },
  {
    buildingIndex: 2,
    input: {
      catalogTitle: 'Ground-floor service units',
      titulliKatalog: 'Njësi shërbimi në katin përdhe',
      catalogDescription:
        'An overview of the six ground-floor service units, three of which are still available, including a 118 m² corner unit with a mezzanine and two street frontages. Suitable for a shop, an office or a medical practice.',
      pershkrimKatalog:
        'Një pasqyrë e gjashtë njësive të shërbimit në katin përdhe, tri prej të cilave janë ende të lira, përfshirë një njësi qoshe prej 118 m² me mezanin dhe vitrina në dy rrugë. Të përshtatshme për dyqan, zyrë ose ambulancë mjekësore.',
      salesCategoryId: 2,
      pdfLayout: 'P',
    },
    image: { motif: 'service-unit', variant: 4 },
    pdf: 'catalogs/new-tirana-service-units.pdf',
  },
  {
    buildingIndex: 2,
    input: {
      catalogTitle: 'Car posts and storage rooms',
      titulliKatalog: 'Vende parkimi dhe depo',
      catalogDescription:
        'Underground car posts and private storage rooms on levels -1 and -2, sold separately or together with an apartment.',
      pershkrimKatalog:
        'Vende parkimi nëntokësore dhe depo private në nivelet -1 dhe -2, që shiten veçmas ose së bashku me një apartament.',
      salesCategoryId: 3,
      pdfLayout: 'L',
    },
    image: { motif: 'parking', variant: 0 },
    pdf: 'catalogs/new-tirana-car-posts-storage.pdf',
  },
  {
    buildingIndex: 3,
    input: {
      catalogTitle: 'Penthouses with lake views',
      titulliKatalog: 'Penthouse me pamje nga liqeni',
      catalogDescription:
        'Two-level penthouses of 190 to 260 m² at the top of both towers, with wraparound terraces overlooking the Artificial Lake and the Grand Park.',
      pershkrimKatalog:
        'Penthouse në dy nivele, nga 190 deri në 260 m², në majë të të dyja kullave, me tarraca rrethuese me pamje nga Liqeni Artificial dhe Parku i Madh.',
      salesCategoryId: 1,
      pdfLayout: 'L',
    },
    image: { motif: 'interior', variant: 5 },
    pdf: 'catalogs/lakeside-penthouses.pdf',
  },
  {
    buildingIndex: 3,
    input: {
      catalogTitle: 'Ground-floor service units by the park',
      titulliKatalog: 'Njësi shërbimi buzë parkut',
      catalogDescription:
        'Ground-floor service units of 70 to 150 m² facing the park promenade, suited to a café, a bakery or a beauty studio.',
      pershkrimKatalog:
        'Njësi shërbimi në katin përdhe, nga 70 deri në 150 m², me pamje nga shëtitorja e parkut, të përshtatshme për kafene, furrë buke ose studio bukurie.',
      salesCategoryId: 2,
      pdfLayout: 'P',
    },
    image: { motif: 'service-unit', variant: 5 },
    pdf: 'catalogs/lakeside-service-units.pdf',
  },
];
