import path from 'node:path';
import type { DemoMotif } from './motifs.ts';

/** What a demo picture shows, in English and in Albanian: the alternative texts of its image in the library. */
export interface PictureText {
  altEn: string;
  altSq: string;
}

/** A demo picture's file name, in assets/pictures or assets/scale: its motif and variant. */
type PictureName = `${DemoMotif}-${number}.webp`;

/**
 * The alternative texts of every demo picture, by its file name: what it shows, in one short
 * sentence, for someone who cannot see it. Each picture says something no other says, since pages
 * put several side by side (a project's gallery, a news item's pictures). The scale pool's pictures
 * are smaller copies of the demo's under the same names, bar one of their own, and take the same
 * texts. picture-texts.test.ts holds every picture in assets to a text.
 */
export const PICTURE_TEXTS = {
  'apartment-plan-0.webp': {
    altEn: 'Floor plan of a 108 m² two-bedroom apartment, type A, with the living room and balcony on the left',
    altSq: 'Planimetria e apartamentit 2+1 të tipit A, 108 m², me dhomën e ndenjes dhe ballkonin në të majtë',
  },
  'apartment-plan-1.webp': {
    altEn: 'Floor plan of an 80 m² one-bedroom apartment, type B, living room on the left and bedroom on the right',
    altSq: 'Planimetria e apartamentit 1+1 të tipit B, 80 m², me dhomën e ndenjes majtas dhe dhomën e gjumit djathtas',
  },
  'apartment-plan-2.webp': {
    altEn: 'Floor plan of a 140 m² three-bedroom apartment, type C, with two balconies and the living room on the left',
    altSq: 'Planimetria e apartamentit 3+1 të tipit C, 140 m², me dy ballkone dhe dhomën e ndenjes në të majtë',
  },
  'apartment-plan-3.webp': {
    altEn: 'Floor plan of a 108 m² two-bedroom apartment, type A, with the living room and balcony on the right',
    altSq: 'Planimetria e apartamentit 2+1 të tipit A, 108 m², me dhomën e ndenjes dhe ballkonin në të djathtë',
  },
  'apartment-plan-4.webp': {
    altEn: 'Floor plan of an 80 m² one-bedroom apartment, type B, bedroom on the left and living room on the right',
    altSq: 'Planimetria e apartamentit 1+1 të tipit B, 80 m², me dhomën e gjumit majtas dhe dhomën e ndenjes djathtas',
  },
  'apartment-plan-5.webp': {
    altEn:
      'Floor plan of a 140 m² three-bedroom apartment, type C, with two balconies and the living room on the right',
    altSq: 'Planimetria e apartamentit 3+1 të tipit C, 140 m², me dy ballkone dhe dhomën e ndenjes në të djathtë',
  },
  'ceremony-0.webp': {
    altEn:
      'Guests at a ground-breaking ceremony in the morning, ceremonial shovels in the earth and a crane behind the banner',
    altSq: 'Të ftuar në vënien e gurit të themelit në mëngjes, me lopata ceremoniale në tokë dhe një vinç pas banerit',
  },
  'ceremony-1.webp': {
    altEn:
      'Ground-breaking ceremony at midday: a crowd behind a red ribbon, shovels tied with red bows and the company banner',
    altSq:
      'Vënia e gurit të themelit në mesditë: turmë pas shiritit të kuq, lopata me fjongo të kuqe dhe baneri i kompanisë',
  },
  'ceremony-2.webp': {
    altEn:
      'Ground-breaking ceremony at sunset, five shovels in a mound of earth and a crane lifting a load above the guests',
    altSq:
      'Vënia e gurit të themelit në perëndim të diellit, pesë lopata në një grumbull dheu dhe një vinç që ngre ngarkesë',
  },
  'ceremony-3.webp': {
    altEn:
      'Guests gathered at dusk for a ground-breaking ceremony, with flags, a red ribbon and a tower crane on the left',
    altSq: 'Të ftuar të mbledhur në muzg për vënien e gurit të themelit, me flamuj, shirit të kuq dhe një vinç majtas',
  },
  'construction-0.webp': {
    altEn:
      'Building under construction in the morning: three finished floors, a concrete frame above and a crane lifting a load',
    altSq: 'Ndërtesë në ndërtim në mëngjes: tre kate të përfunduara, skelet betoni sipër dhe një vinç që ngre ngarkesë',
  },
  'construction-1.webp': {
    altEn: 'Construction site at midday, a tower crane on the left over the concrete frame of a rising building',
    altSq: 'Kantier ndërtimi në mesditë, me një vinç majtas mbi skeletin prej betoni të një ndërtese që ngrihet',
  },
  'construction-2.webp': {
    altEn:
      'Concrete frame rising above three finished floors at sunset, the crane on the right and a site cabin in front',
    altSq:
      'Skelet betoni mbi tre kate të përfunduara në perëndim të diellit, me vinçin djathtas dhe një kabinë kantieri përpara',
  },
  'construction-3.webp': {
    altEn:
      'Construction site at dusk, lights on in the finished lower floors and a crane lowering a load onto the frame',
    altSq: 'Kantier ndërtimi në muzg, me drita të ndezura në katet e poshtme dhe një vinç që ul ngarkesë mbi skelet',
  },
  'construction-4.webp': {
    altEn: 'Building under construction at night under a full moon, its lower floors lit and a crane beside it',
    altSq: 'Ndërtesë në ndërtim natën nën hënën e plotë, me katet e poshtme të ndriçuara dhe një vinç pranë saj',
  },
  'construction-5.webp': {
    altEn: 'Construction site under an overcast sky, a crane over the concrete frame and the site hoarding in front',
    altSq:
      'Kantier ndërtimi nën qiell të vrenjtur, me një vinç mbi skeletin prej betoni dhe gardhin e kantierit përpara',
  },
  'event-0.webp': {
    altEn: 'Visitors at an open day in the morning, a row of white marquees showing the projects and flags in front',
    altSq: 'Vizitorë në një ditë të hapur në mëngjes, një radhë tendash të bardha me projektet e ekspozuara dhe flamuj',
  },
  'event-1.webp': {
    altEn: 'Open day at midday, visitors among the marquees’ display boards and an apartment block behind them',
    altSq: 'Ditë e hapur në mesditë, vizitorë mes paneleve të tendave dhe një pallat banimi pas tyre',
  },
  'event-2.webp': {
    altEn: 'Open day marquees in warm sunset light, small groups of visitors on the lawn in front',
    altSq: 'Tendat e ditës së hapur në dritën e ngrohtë të perëndimit, me grupe të vogla vizitorësh në lëndinë',
  },
  'event-3.webp': {
    altEn: 'Open day at dusk, the lit marquees strung with lights and a crowd of visitors in front',
    altSq: 'Ditë e hapur në muzg, tendat e ndriçuara me vargje dritash dhe një turmë vizitorësh përpara',
  },
  'event-4.webp': {
    altEn: 'Open day at night under the moon, the marquees glowing and visitors gathered in front',
    altSq: 'Ditë e hapur natën nën hënë, me tendat që ndriçojnë dhe vizitorë të mbledhur përpara',
  },
  'event-5.webp': {
    altEn: 'Open day under an overcast sky, a lively crowd in front of the marquees and their flags',
    altSq: 'Ditë e hapur nën qiell të vrenjtur, një turmë e gjallë para tendave dhe flamujve të tyre',
  },
  'facade-0.webp': {
    altEn: 'Front elevation of a thirteen-storey apartment building with balconies and shopfronts on the ground floor',
    altSq: 'Fasada kryesore e një pallati banimi trembëdhjetëkatësh, me ballkone dhe dyqane në katin përdhes',
  },
  'floor-plan-0.webp': {
    altEn:
      'Typical floor plan: six apartments, four above a central corridor and two below it, the lift core in the middle',
    altSq:
      'Planimetria e katit tip: gjashtë apartamente, katër mbi korridorin qendror e dy poshtë tij, ashensori në mes',
  },
  'hotel-0.webp': {
    altEn: 'High-rise hotel in the morning, flags at its entrance, palm trees along the street and cars passing',
    altSq: 'Hotel shumëkatësh në mëngjes, me flamuj te hyrja, palma përgjatë rrugës dhe makina që kalojnë',
  },
  'hotel-1.webp': {
    altEn: 'High-rise hotel under a clear midday sky, seen from across the street, palm trees on the right',
    altSq: 'Hotel shumëkatësh nën qiellin e kthjellët të mesditës, parë nga ana tjetër e rrugës, me palma djathtas',
  },
  'hotel-2.webp': {
    altEn: 'High-rise hotel glowing in the sunset, many windows lit, with flags and palm trees beside it',
    altSq: 'Hotel shumëkatësh që shkëlqen në perëndim të diellit, me shumë dritare të ndezura, flamuj dhe palma pranë',
  },
  'hotel-3.webp': {
    altEn: 'High-rise hotel at dusk, most windows lit and its sign glowing above the city lights',
    altSq: 'Hotel shumëkatësh në muzg, me shumicën e dritareve të ndezura dhe tabelën që shkëlqen mbi dritat e qytetit',
  },
  'hotel-4.webp': {
    altEn: 'High-rise hotel at night under a full moon, its lobby and windows lit, two cars on the street',
    altSq: 'Hotel shumëkatësh natën nën hënën e plotë, me hollin dhe dritaret e ndriçuara, dy makina në rrugë',
  },
  'interior-0.webp': {
    altEn: 'Bright living room with a cream sofa, a coffee table, a potted plant and a large window onto the city',
    altSq:
      'Dhomë ndenjeje e ndritshme me divan krem, tavolinë kafeje, bimë në vazo dhe dritare të madhe me pamje nga qyteti',
  },
  'interior-1.webp': {
    altEn:
      'Living room with a grey sofa, an arched floor lamp, an armchair and an abstract painting, mountains outside',
    altSq: 'Dhomë ndenjeje me divan gri, llambë dyshemeje me hark, kolltuk dhe pikturë abstrakte, me male jashtë',
  },
  'interior-2.webp': {
    altEn: 'Living room with a terracotta sofa and a rug, the window glowing in the late-afternoon sun',
    altSq: 'Dhomë ndenjeje me divan ngjyrë terrakote dhe qilim, me dritaren që shkëlqen në diellin e pasdites',
  },
  'interior-3.webp': {
    altEn: 'Living room with a sage-green sofa at dusk, the city lights coming on beyond the window',
    altSq: 'Dhomë ndenjeje me divan jeshil të zbehtë në muzg, me dritat e qytetit që ndizen përtej dritares',
  },
  'interior-4.webp': {
    altEn: 'Living room at night with a beige sofa and a coffee table, the lit windows of the city behind the glass',
    altSq: 'Dhomë ndenjeje natën me divan bezhë dhe tavolinë kafeje, me dritaret e ndezura të qytetit pas xhamit',
  },
  'interior-5.webp': {
    altEn: 'Living room with a slate-blue sofa and an armchair in the soft light of an overcast day',
    altSq: 'Dhomë ndenjeje me divan blu në gri dhe kolltuk, në dritën e butë të një dite të vrenjtur',
  },
  'lobby-0.webp': {
    altEn: 'Double-height lobby with white columns, pendant lights and a reception desk before a wooden company wall',
    altSq: 'Holl me lartësi të dyfishtë, me kolona të bardha, llamba të varura dhe recepsion para një muri prej druri',
  },
  'lobby-1.webp': {
    altEn: 'Lobby with a terracotta wall bearing the company name behind the reception, agaves in pots and visitors',
    altSq: 'Holl me mur ngjyrë terrakote me emrin e kompanisë pas recepsionit, agave në vazo dhe vizitorë',
  },
  'lobby-2.webp': {
    altEn: 'Long lobby with a dark grey wall at its far end, pendant lights and people at the reception desk',
    altSq: 'Holl i gjatë me një mur gri të errët në fund, llamba të varura dhe njerëz te recepsioni',
  },
  'lobby-3.webp': {
    altEn: 'Lobby at dusk with a wooden wall behind the reception and a purple evening sky through the glazing',
    altSq: 'Holl në muzg me një mur prej druri pas recepsionit dhe qiellin vjollcë të mbrëmjes pas xhamave',
  },
  'lobby-4.webp': {
    altEn: 'Lobby at night, warm pendant lights over a terracotta wall and the dark sky through the glass',
    altSq: 'Holl natën, me llamba të ngrohta të varura mbi një mur ngjyrë terrakote dhe qiellin e errët pas xhamit',
  },
  'lobby-5.webp': {
    altEn: 'Quiet lobby with a charcoal wall behind the reception, a man standing before the desk between two agaves',
    altSq: 'Holl i qetë me një mur antracit pas recepsionit, një burrë në këmbë para banakut mes dy agaveve',
  },
  'map-0.webp': {
    altEn:
      'Street map with a pin where the boulevard crosses a diagonal avenue, between the Lana river and the Artificial Lake park',
    altSq:
      'Hartë rrugësh me shenjë ku bulevardi kryqëzohet me një rrugë diagonale, mes Lanës dhe parkut të Liqenit Artificial',
  },
  'map-1.webp': {
    altEn:
      'Dark street map with a pin on the boulevard by the Lana river, inside the ring road, the Artificial Lake to the south-west',
    altSq:
      'Hartë e errët rrugësh me shenjë në bulevard pranë Lanës, brenda unazës, me Liqenin Artificial në jugperëndim',
  },
  'map-2.webp': {
    altEn:
      'Street map with a pin on the boulevard just south of the Lana river, the Artificial Lake park to the south-east',
    altSq: 'Hartë rrugësh me shenjë në bulevard, pak në jug të Lanës, me parkun e Liqenit Artificial në juglindje',
  },
  'map-3.webp': {
    altEn:
      'Street map with a pin on the bank of the Lana river inside the ring road, the Artificial Lake park just south of it',
    altSq: 'Hartë rrugësh me shenjë në bregun e Lanës brenda unazës, me parkun e Liqenit Artificial menjëherë në jug',
  },
  'mixed-use-0.webp': {
    altEn:
      'Mixed-use complex in the morning: shops along the street, offices above, an apartment tower and a glass tower',
    altSq:
      'Kompleks shumëfunksional në mëngjes: dyqane përgjatë rrugës, zyra sipër, një kullë banimi dhe një kullë xhami',
  },
  'mixed-use-1.webp': {
    altEn:
      'Mixed-use complex at midday, a roof garden between its apartment tower and its glass office tower above the shops',
    altSq:
      'Kompleks shumëfunksional në mesditë, me kopsht në tarracë mes kullës së banimit dhe asaj të zyrave mbi dyqane',
  },
  'mixed-use-2.webp': {
    altEn: 'Mixed-use complex at sunset, the glass tower reflecting the sun and a car passing the shopfronts',
    altSq:
      'Kompleks shumëfunksional në perëndim të diellit, kulla prej xhami pasqyron diellin, një makinë kalon para dyqaneve',
  },
  'mixed-use-3.webp': {
    altEn: 'Mixed-use complex at dusk, its shops and windows lit, two cars on the street in front',
    altSq: 'Kompleks shumëfunksional në muzg, me dyqanet dhe dritaret e ndezura, dy makina në rrugë përpara',
  },
  'mixed-use-4.webp': {
    altEn: 'Mixed-use complex at night under the moon, its shops lit along an almost empty street',
    altSq: 'Kompleks shumëfunksional natën nën hënë, me dyqanet e ndriçuara përgjatë një rruge gati bosh',
  },
  'mixed-use-5.webp': {
    altEn: 'Mixed-use complex under an overcast sky: an apartment tower, a glass tower and shops along the street',
    altSq:
      'Kompleks shumëfunksional nën qiell të vrenjtur: një kullë banimi, një kullë xhami dhe dyqane përgjatë rrugës',
  },
  'office-0.webp': {
    altEn: 'Glass office tower and a lower office block on a paved plaza with trees in planters, in the morning',
    altSq: 'Kullë zyrash prej xhami dhe një bllok zyrash më i ulët në një shesh të shtruar me pemë në vazo, në mëngjes',
  },
  'office-1.webp': {
    altEn: 'Glass office tower at midday, people crossing the plaza past a copper ring sculpture',
    altSq: 'Kullë zyrash prej xhami në mesditë, me njerëz që kalojnë sheshin pranë një skulpture unazë prej bakri',
  },
  'office-2.webp': {
    altEn: 'Office towers in the light of sunset, their windows lit, people on the plaza before them',
    altSq: 'Kulla zyrash në dritën e perëndimit, me dritaret e ndezura dhe njerëz në sheshin përpara tyre',
  },
  'office-3.webp': {
    altEn: 'Office tower at dusk with many lit windows, a purple sky and the ring sculpture on the plaza',
    altSq: 'Kullë zyrash në muzg me shumë dritare të ndezura, qiell vjollcë dhe skulpturën unazë në shesh',
  },
  'office-4.webp': {
    altEn: 'Office towers at night, a patchwork of lit windows above the plaza and a few people walking',
    altSq: 'Kulla zyrash natën, me dritare të ndezura si mozaik mbi shesh dhe pak njerëz që ecin',
  },
  'office-5.webp': {
    altEn: 'Glass office tower under an overcast sky, trees and a ring sculpture on the plaza at its foot',
    altSq: 'Kullë zyrash prej xhami nën qiell të vrenjtur, me pemë dhe një skulpturë unazë në sheshin poshtë saj',
  },
  'parking-0.webp': {
    altEn: 'Aisle of underground parking level P-1 under cool white light, cars parked on both sides',
    altSq: 'Korsia e parkimit nëntokësor në nivelin P-1 nën dritë të bardhë të ftohtë, me makina në të dyja anët',
  },
  'parking-1.webp': {
    altEn: 'Aisle of underground parking level P-2 in warm light, a dark red car in the nearest bay on the right',
    altSq:
      'Korsia e parkimit nëntokësor në nivelin P-2 në dritë të ngrohtë, me një makinë të kuqe të errët përpara djathtas',
  },
  'parking-2.webp': {
    altEn:
      'Aisle of underground parking level P-3, a white car in the nearest bay on the left and green-banded pillars',
    altSq:
      'Korsia e parkimit nëntokësor në nivelin P-3, me një makinë të bardhë në vendin e parë majtas dhe shtylla me brez jeshil',
  },
  'parking-3.webp': {
    altEn:
      'Aisle of underground parking level P-1 in warm light, a white car on the left and a dark red one on the right',
    altSq:
      'Korsia e parkimit nëntokësor në nivelin P-1 në dritë të ngrohtë, një makinë e bardhë majtas e një e kuqe e errët djathtas',
  },
  'parking-4.webp': {
    altEn: 'Aisle of underground parking level P-2 under cool light, white cars in the nearest bays on both sides',
    altSq:
      'Korsia e parkimit nëntokësor në nivelin P-2 nën dritë të ftohtë, me makina të bardha në vendet e para në të dyja anët',
  },
  'parking-5.webp': {
    altEn: 'Aisle of underground parking level P-3 in warm light, a blue car in the nearest bay on the right',
    altSq:
      'Korsia e parkimit nëntokësor në nivelin P-3 në dritë të ngrohtë, me një makinë blu në vendin e parë djathtas',
  },
  'residential-0.webp': {
    altEn: 'Apartment blocks with terracotta-framed balconies in the morning, a small group walking up the garden path',
    altSq:
      'Pallate banimi me ballkone me korniza ngjyrë terrakote në mëngjes, një grup i vogël ecën në shtegun e kopshtit',
  },
  'residential-1.webp': {
    altEn: 'White apartment block with terracotta fins at midday, trees on the lawn and two people on the path',
    altSq:
      'Pallat banimi i bardhë me shirita vertikalë ngjyrë terrakote në mesditë, pemë në lëndinë dhe dy njerëz në shteg',
  },
  'residential-2.webp': {
    altEn: 'Apartment blocks in the warm light of sunset, a few people standing on the garden path',
    altSq: 'Pallate banimi në dritën e ngrohtë të perëndimit, me disa njerëz në këmbë në shtegun e kopshtit',
  },
  'residential-3.webp': {
    altEn: 'Apartment block at dusk, many windows lit above the garden and one person on the path',
    altSq: 'Pallat banimi në muzg, me shumë dritare të ndezura mbi kopsht dhe një person në shteg',
  },
  'residential-4.webp': {
    altEn: 'Apartment blocks at night under a full moon, their windows lit and two people on the garden path',
    altSq: 'Pallate banimi natën nën hënën e plotë, me dritare të ndezura dhe dy njerëz në shtegun e kopshtit',
  },
  'residential-5.webp': {
    altEn: 'Apartment block under an overcast sky, a lower wing beside it and trees along the garden path',
    altSq:
      'Pallat banimi nën qiell të vrenjtur, me një krah më të ulët pranë tij dhe pemë përgjatë shtegut të kopshtit',
  },
  'service-unit-0.webp': {
    altEn:
      'Ground-floor shops of an apartment building, a florist and a pastry shop, with trees, a bench and a bicycle',
    altSq: 'Dyqane në katin përdhes të një pallati, një dyqan lulesh dhe një pastiçeri, me pemë, stol dhe biçikletë',
  },
  'service-unit-1.webp': {
    altEn: 'Three shops under an apartment building, a florist, a pastry shop and a bookshop, with people passing',
    altSq: 'Tre dyqane nën një pallat banimi, një dyqan lulesh, një pastiçeri dhe një librari, me kalimtarë përpara',
  },
  'service-unit-2.webp': {
    altEn: 'Café and pastry shop on the ground floor of an apartment building, in the warm light of late afternoon',
    altSq: 'Kafe dhe pastiçeri në katin përdhes të një pallati banimi, në dritën e ngrohtë të pasdites',
  },
  'service-unit-3.webp': {
    altEn: 'An optician, an atelier and a café lit up at dusk beneath an apartment building',
    altSq: 'Një optikë, një atelie dhe një kafe të ndriçuara në muzg, poshtë një pallati banimi',
  },
  'service-unit-4.webp': {
    altEn: 'A florist and a pastry shop lit at night on the ground floor of an apartment building',
    altSq: 'Një dyqan lulesh dhe një pastiçeri të ndriçuara natën, në katin përdhes të një pallati banimi',
  },
  'service-unit-5.webp': {
    altEn: 'A café, a pastry shop and a studio under an apartment building on an overcast day, people on a bench',
    altSq: 'Një kafe, një pastiçeri dhe një studio nën një pallat banimi, në një ditë të vrenjtur, me njerëz në stol',
  },
  'skyline-0.webp': {
    altEn:
      'Tirana’s skyline with the Clock Tower and high-rises before the mountains, reflected in a lake in the morning',
    altSq: 'Panorama e Tiranës me Kullën e Sahatit dhe ndërtesat e larta para maleve, e pasqyruar në liqen në mëngjes',
  },
  'skyline-1.webp': {
    altEn: 'Tirana’s skyline at midday seen across a park lawn, the Clock Tower on the left and mountains behind',
    altSq: 'Panorama e Tiranës në mesditë, parë përtej lëndinës së parkut, me Kullën e Sahatit majtas dhe malet pas',
  },
  'skyline-2.webp': {
    altEn: 'Tirana’s skyline at sunset, its towers and the Clock Tower mirrored in the lake between trees',
    altSq: 'Panorama e Tiranës në perëndim të diellit, kullat dhe Kulla e Sahatit të pasqyruara në liqen mes pemëve',
  },
  'skyline-3.webp': {
    altEn: 'Tirana’s skyline at dusk, lights coming on in the towers under a purple sky, trees in the foreground',
    altSq: 'Panorama e Tiranës në muzg, dritat ndizen në kulla nën qiellin vjollcë, me pemë në plan të parë',
  },
  'skyline-4.webp': {
    altEn: 'Tirana’s skyline at night under a full moon, its lit towers reflected in the lake',
    altSq: 'Panorama e Tiranës natën nën hënën e plotë, me kullat e ndriçuara të pasqyruara në liqen',
  },
  'skyline-5.webp': {
    altEn: 'Tirana’s skyline under an overcast sky, the Clock Tower and high-rises seen across a park',
    altSq: 'Panorama e Tiranës nën qiell të vrenjtur, Kulla e Sahatit dhe ndërtesat e larta parë përtej një parku',
  },
  'tower-0.webp': {
    altEn: 'Glass high-rise with copper fins between two lower blocks, a tree-lined street in front, in the morning',
    altSq:
      'Ndërtesë e lartë prej xhami me lamela bakri mes dy blloqeve më të ulëta, me rrugë me pemë përpara, në mëngjes',
  },
  'tower-1.webp': {
    altEn: 'Glass high-rise with copper fins under a clear midday sky, people at its glazed entrance',
    altSq: 'Ndërtesë e lartë prej xhami me lamela bakri nën qiellin e kthjellët të mesditës, me njerëz te hyrja',
  },
  'tower-2.webp': {
    altEn: 'Glass high-rise glowing gold at sunset, the sun going down behind the neighbouring block',
    altSq:
      'Ndërtesë e lartë prej xhami që shkëlqen si ar në perëndim të diellit, me diellin që perëndon pas bllokut fqinj',
  },
  'tower-3.webp': {
    altEn: 'Glass high-rise at dusk, its windows lit and cars passing on the street below',
    altSq: 'Ndërtesë e lartë prej xhami në muzg, me dritaret e ndezura dhe makina që kalojnë në rrugën poshtë',
  },
  'villa-0.webp': {
    altEn: 'Modern two-storey villa with a stone ground floor, a pool in front and cypresses beside it, in the morning',
    altSq: 'Vilë moderne dykatëshe me katin përdhes prej guri, pishinë përpara dhe qiparisa anash, në mëngjes',
  },
  'villa-1.webp': {
    altEn: 'Modern villa with wide glazing and sun loungers by the pool under a clear midday sky',
    altSq: 'Vilë moderne me xhama të gjerë dhe shezlongë pranë pishinës nën qiellin e kthjellët të mesditës',
  },
  'villa-2.webp': {
    altEn: 'Modern villa and its pool in warm sunset light, mountains and cypresses behind',
    altSq: 'Vilë moderne me pishinë në dritën e ngrohtë të perëndimit, me male dhe qiparisa pas saj',
  },
  'villa-3.webp': {
    altEn: 'Modern villa at dusk, its windows lit and the pool in front under a purple sky',
    altSq: 'Vilë moderne në muzg, me dritaret e ndezura dhe pishinën përpara nën qiellin vjollcë',
  },
} as const satisfies Record<PictureName, PictureText>;

/**
 * The texts of the demo picture at `file` (assets/pictures or assets/scale), by its name; throws
 * for a picture without them, so that the seed stores no demo image the site would show untold.
 */
export function pictureTextOf(file: string): PictureText {
  const name = path.basename(file);
  if (!Object.hasOwn(PICTURE_TEXTS, name))
    throw new Error(`The demo picture ${name} has no alternative texts in scripts/demo/picture-texts.ts`);
  return PICTURE_TEXTS[name as keyof typeof PICTURE_TEXTS];
}
