/** Demo news and events of Tirana Group, in English and Albanian, oldest first, with their pictures. */
import type { NewsInput } from '#shared/entities/news.ts';
import type { DemoPicture } from '../motifs.ts';

export interface DemoNews {
  input: NewsInput & { newsDate: string };
  image: DemoPicture;
  images: DemoPicture[];
}

export const DEMO_NEWS: DemoNews[] = [
  {
    input: {
      newsDate: '2024-04-15',
      newsType: 'news',
      newsTitle: 'Construction begins at Parisi Towers',
      titullLajmesh: 'Nisin punimet në Kullat Parisi',
      newsDescription: [
        'On 15 April 2024, work officially began on Parisi Towers, the largest development in Tirana Group’s history. Excavators moved onto the site on Rruga Komuna e Parisit on Monday morning to start digging the three-level underground car park on which the three towers will stand.',
        'The complex will bring 312 apartments, 24 service units and a new public square to Komuna e Parisit. The first phase of works, covering excavation and foundations, is expected to take around eight months, and completion of the whole project is planned for the end of 2026.',
        '“Parisi Towers is a commitment to the neighbourhood as much as to our buyers,” said the project director. “The square at its heart will be open to everyone.”',
      ].join('\n\n'),
      pershkrimLajmesh: [
        'Më 15 prill 2024 nisën zyrtarisht punimet për Kullat Parisi, projektin më të madh në historinë e Tirana Group. Të hënën në mëngjes, ekskavatorët hynë në kantierin në Rrugën Komuna e Parisit dhe filluan gërmimin për parkimin nëntokësor me tre nivele, mbi të cilin do të ngrihen tri kullat.',
        'Kompleksi do t’i sjellë Komunës së Parisit 312 apartamente, 24 njësi shërbimi dhe një shesh të ri publik. Faza e parë e punimeve, që përfshin gërmimin dhe themelet, pritet të zgjasë rreth tetë muaj, ndërsa përfundimi i të gjithë projektit është parashikuar për fundin e vitit 2026.',
        '«Kullat Parisi janë një angazhim si ndaj lagjes, ashtu edhe ndaj blerësve tanë», tha drejtuesi i projektit. «Sheshi në zemër të kompleksit do të jetë i hapur për të gjithë.»',
      ].join('\n\n'),
    },
    image: { motif: 'construction', variant: 0 },
    images: [
      { motif: 'construction', variant: 1 },
      { motif: 'mixed-use', variant: 0 },
      { motif: 'map', variant: 0 },
    ],
  },
  {
    input: {
      newsDate: '2024-05-20',
      newsType: 'news',
      newsTitle: 'New sales office opens next to Parisi Towers',
      titullLajmesh: 'Hapet zyra e re e shitjeve pranë Kullave Parisi',
      newsDescription: [
        'From 20 May 2024, anyone interested in Parisi Towers can visit our new sales office on Rruga Komuna e Parisit, right next to the construction site. The office displays a large-scale model of the complex, samples of the materials and detailed floor plans for every apartment type.',
        'Our sales consultants are available Monday to Friday from 8:00 to 16:00 and on Saturday from 8:00 to 12:00. Appointments outside these hours can be arranged by phone or through the contact form on this website.',
        'Buyers who reserve an apartment during the foundation phase benefit from preferential prices and a payment plan spread across the whole construction period.',
      ].join('\n\n'),
      pershkrimLajmesh: [
        'Nga data 20 maj 2024, të interesuarit për Kullat Parisi mund të vizitojnë zyrën tonë të re të shitjeve në Rrugën Komuna e Parisit, menjëherë pranë kantierit. Në zyrë ekspozohen një maketë e madhe e kompleksit, mostra të materialeve dhe planimetri të detajuara për çdo tip apartamenti.',
        'Konsulentët tanë të shitjeve ju presin nga e hëna në të premte, nga ora 8:00 deri në 16:00, dhe të shtunën nga ora 8:00 deri në 12:00. Takime jashtë këtij orari mund të caktohen me telefon ose nëpërmjet formularit të kontaktit në këtë faqe.',
        'Blerësit që rezervojnë një apartament gjatë fazës së themeleve përfitojnë çmime preferenciale dhe një plan pagese të shpërndarë gjatë gjithë periudhës së ndërtimit.',
      ].join('\n\n'),
    },
    image: { motif: 'office', variant: 4 },
    images: [
      { motif: 'interior', variant: 1 },
      { motif: 'apartment-plan', variant: 1 },
    ],
  },
  {
    input: {
      newsDate: '2024-05-28',
      newsType: 'event',
      newsTitle: 'Open Day at Lakeside Residences',
      titullLajmesh: 'Ditë e hapur në Rezidencat Buzë Liqenit',
      newsDescription: [
        'On Saturday 8 June 2024, Lakeside Residences opens its doors to the public for the first time. Between 10:00 and 18:00, visitors can tour two fully furnished show apartments, stroll through the private gardens and take in the view over the Artificial Lake from the upper floors.',
        'Architects from the design team will lead guided tours every hour, and our sales consultants will be on hand to answer questions about the remaining apartments, prices and payment plans. Children are welcome: a play corner with activities will be set up in the garden.',
        'Entry is free and no registration is needed. Visitors can park in the building’s underground car park, with access from Rruga Herman Gmeiner.',
      ].join('\n\n'),
      pershkrimLajmesh: [
        'Të shtunën, më 8 qershor 2024, Rezidencat Buzë Liqenit hapin për herë të parë dyert për publikun. Nga ora 10:00 deri në 18:00, vizitorët mund të shohin dy apartamente model plotësisht të mobiluara, të shëtisin në kopshtet private dhe të shijojnë pamjen mbi Liqenin Artificial nga katet e sipërme.',
        'Arkitektët e ekipit projektues do të udhëheqin vizita të shoqëruara çdo orë, ndërsa konsulentët tanë të shitjeve do të jenë të pranishëm për t’iu përgjigjur pyetjeve për apartamentet e mbetura, çmimet dhe planet e pagesës. Fëmijët janë të mirëpritur: në kopsht do të ngrihet një kënd lojërash me aktivitete.',
        'Hyrja është falas dhe nuk nevojitet regjistrim. Vizitorët mund të parkojnë në parkimin nëntokësor të ndërtesës, me hyrje nga Rruga Herman Gmeiner.',
      ].join('\n\n'),
    },
    image: { motif: 'event', variant: 0 },
    images: [
      { motif: 'tower', variant: 0 },
      { motif: 'interior', variant: 2 },
      { motif: 'lobby', variant: 2 },
      { motif: 'event', variant: 1 },
    ],
  },
  {
    input: {
      newsDate: '2024-10-21',
      newsType: 'news',
      newsTitle: 'Keys handed over at Lakeside Residences',
      titullLajmesh: 'Dorëzohen çelësat në Rezidencat Buzë Liqenit',
      newsDescription: [
        'In October 2024, the first families moved into Lakeside Residences. Over two weeks, Tirana Group handed over the keys of more than a hundred apartments in the two towers on the shores of the Artificial Lake, on schedule and in line with the approved design.',
        'Every handover included a walk-through of the apartment with our site engineers, a user guide for the heating and ventilation systems and the registration of the residents’ car posts. The building management office on the ground floor is now open to residents every weekday.',
        '“Seeing families on their balconies after two and a half years of work is the best reward for our team,” said the site manager.',
      ].join('\n\n'),
      pershkrimLajmesh: [
        'Në tetor të vitit 2024, familjet e para u vendosën në Rezidencat Buzë Liqenit. Brenda dy javësh, Tirana Group u dorëzoi çelësat pronarëve të më shumë se njëqind apartamenteve në dy kullat buzë Liqenit Artificial, brenda afatit dhe në përputhje me projektin e miratuar.',
        'Çdo dorëzim përfshinte një vizitë në apartament së bashku me inxhinierët tanë të kantierit, një udhëzues përdorimi për sistemet e ngrohjes dhe të ventilimit, si dhe regjistrimin e vendeve të parkimit të banorëve. Zyra e administrimit të ndërtesës, në katin përdhe, është tashmë e hapur për banorët çdo ditë pune.',
        '«Të shohësh familjet në ballkonet e tyre pas dy vjet e gjysmë pune është shpërblimi më i mirë për ekipin tonë», tha drejtuesi i kantierit.',
      ].join('\n\n'),
    },
    image: { motif: 'tower', variant: 1 },
    images: [
      { motif: 'ceremony', variant: 0 },
      { motif: 'skyline', variant: 2 },
      { motif: 'interior', variant: 0 },
    ],
  },
  {
    input: {
      newsDate: '2024-11-04',
      newsType: 'event',
      newsTitle: 'Tirana Group at the Tirana Real Estate Fair 2024',
      titullLajmesh: 'Tirana Group në Panairin e Pasurive të Paluajtshme Tirana 2024',
      newsDescription: [
        'From 21 to 24 November 2024, Tirana Group will take part in the Tirana Real Estate Fair at the Palace of Congresses. Our stand in the main hall will present Parisi Towers and the upcoming Yzberisht Gardens with scale models, virtual-reality tours of the apartments and the full range of floor plans.',
        'Visitors who book a meeting at the fair will receive a personalised offer and can reserve an apartment with a reduced deposit, valid only during the four days of the event. Our engineers will also be at the stand to explain the construction methods and energy standards we apply.',
        'The fair is open daily from 10:00 to 20:00, and admission is free.',
      ].join('\n\n'),
      pershkrimLajmesh: [
        'Nga 21 deri më 24 nëntor 2024, Tirana Group merr pjesë në Panairin e Pasurive të Paluajtshme në Pallatin e Kongreseve. Stenda jonë, në sallën kryesore, do të prezantojë Kullat Parisi dhe projektin e ardhshëm Kopshtet e Yzberishtit me makete, vizita virtuale në apartamente dhe të gjitha planimetritë.',
        'Vizitorët që caktojnë një takim në panair do të marrin një ofertë të personalizuar dhe mund të rezervojnë një apartament me paradhënie të reduktuar, të vlefshme vetëm gjatë katër ditëve të panairit. Në stendë do të jenë të pranishëm edhe inxhinierët tanë, për të shpjeguar metodat e ndërtimit dhe standardet energjetike që zbatojmë.',
        'Panairi është i hapur çdo ditë nga ora 10:00 deri në 20:00 dhe hyrja është falas.',
      ].join('\n\n'),
    },
    image: { motif: 'event', variant: 2 },
    images: [
      { motif: 'event', variant: 3 },
      { motif: 'apartment-plan', variant: 3 },
      { motif: 'residential', variant: 4 },
    ],
  },
  {
    input: {
      newsDate: '2025-02-10',
      newsType: 'news',
      newsTitle: 'Work begins on Yzberisht Gardens',
      titullLajmesh: 'Nisin punimet për Kopshtet e Yzberishtit',
      newsDescription: [
        'Tirana Group has started work on Yzberisht Gardens, a new residential quarter of four blocks and 184 apartments on Rruga Kongresi i Manastirit. Following the issue of the building permit in January 2025, site preparation began on 10 February, and excavation for the shared underground car park is now under way.',
        'The project is designed around a large green courtyard, closed to traffic, with playgrounds and a running track. Completion is planned for late 2026.',
        'Sales of the first block opened at the same time, with flexible payment plans that let buyers pay in instalments throughout construction. Floor plans and prices are available in the Sales section of this website.',
      ].join('\n\n'),
      pershkrimLajmesh: [
        'Tirana Group ka nisur punimet për Kopshtet e Yzberishtit, një lagje e re banimi me katër blloqe dhe 184 apartamente në Rrugën Kongresi i Manastirit. Pas lëshimit të lejes së ndërtimit në janar të vitit 2025, përgatitja e kantierit nisi më 10 shkurt dhe tani po vazhdon gërmimi për parkimin e përbashkët nëntokësor.',
        'Projekti është konceptuar rreth një oborri të madh të gjelbër, të mbyllur për automjetet, me kënde lojërash dhe pistë vrapimi. Përfundimi është parashikuar për fundin e vitit 2026.',
        'Në të njëjtën kohë u hapën edhe shitjet për bllokun e parë, me plane pagese fleksibël që u lejojnë blerësve të paguajnë me këste gjatë gjithë periudhës së ndërtimit. Planimetritë dhe çmimet gjenden në seksionin e Shitjeve të kësaj faqeje.',
      ].join('\n\n'),
    },
    image: { motif: 'construction', variant: 3 },
    images: [
      { motif: 'residential', variant: 5 },
      { motif: 'map', variant: 1 },
    ],
  },
  {
    input: {
      newsDate: '2025-03-24',
      newsType: 'event',
      newsTitle: 'Architecture talk: designing for hotter summers',
      titullLajmesh: 'Bisedë për arkitekturën: projektimi për vera më të nxehta',
      newsDescription: [
        'On Thursday 17 April 2025 at 18:30, Tirana Group invites architects, students and everyone who cares about the future of the city to an evening talk at the Pyramid of Tirana. Under the title “Designing for hotter summers”, our design team and guest speakers from the Polytechnic University of Tirana will discuss how buildings can stay cool and comfortable as summers grow hotter.',
        'The talk will cover shading and façade design, green roofs and courtyards, natural ventilation and the lessons learned from our energy class A projects. A discussion with the audience will follow.',
        'Admission is free, but places are limited: please register through the contact form on this website by 14 April.',
      ].join('\n\n'),
      pershkrimLajmesh: [
        'Të enjten, më 17 prill 2025, në orën 18:30, Tirana Group fton arkitektët, studentët dhe të gjithë ata që kanë në zemër të ardhmen e qytetit në një bisedë mbrëmjeje në Piramidën e Tiranës. Me titullin «Projektimi për vera më të nxehta», ekipi ynë i projektimit dhe të ftuar nga Universiteti Politeknik i Tiranës do të diskutojnë se si ndërtesat mund të mbeten të freskëta dhe komode, ndërsa verat bëhen gjithnjë e më të nxehta.',
        'Biseda do të trajtojë hijezimin dhe projektimin e fasadave, çatitë dhe oborret e gjelbra, ventilimin natyror dhe mësimet e nxjerra nga projektet tona me klasë energjetike A. Më pas do të zhvillohet një diskutim me publikun.',
        'Hyrja është falas, por vendet janë të kufizuara: ju lutemi të regjistroheni deri më 14 prill nëpërmjet formularit të kontaktit në këtë faqe.',
      ].join('\n\n'),
    },
    image: { motif: 'event', variant: 4 },
    images: [
      { motif: 'skyline', variant: 0 },
      { motif: 'event', variant: 5 },
    ],
  },
  {
    input: {
      newsDate: '2025-06-02',
      newsType: 'news',
      newsTitle: 'Tirana Garden Hotel welcomes its first guests',
      titullLajmesh: 'Hotel Tirana Garden mirëpret mysafirët e parë',
      newsDescription: [
        'After two years of construction, Tirana Garden Hotel on Rruga e Elbasanit opened on 2 June 2025. The four-star hotel, built by Tirana Group and run by an international operator, offers 120 rooms and suites, a rooftop restaurant with views of Mount Dajti and a conference floor for up to 250 guests.',
        'The opening weekend brought together partners, suppliers and the craftsmen whose work can be seen throughout the hotel, from walnut furniture made in Tirana to textiles woven in Albanian workshops.',
        'The spa, the fitness centre and the rooftop restaurant are also open to visitors who are not staying at the hotel. Reservations can be made directly with the hotel.',
      ].join('\n\n'),
      pershkrimLajmesh: [
        'Pas dy vitesh punimesh, Hotel Tirana Garden në Rrugën e Elbasanit u hap më 2 qershor 2025. Hoteli me katër yje, i ndërtuar nga Tirana Group dhe i drejtuar nga një operator ndërkombëtar, ofron 120 dhoma dhe suita, një restorant në tarracën e çatisë me pamje nga mali i Dajtit dhe një kat konferencash për deri në 250 të ftuar.',
        'Fundjava e hapjes mblodhi partnerët, furnitorët dhe mjeshtrit, puna e të cilëve duket në çdo cep të hotelit, nga mobiliet prej druri arre të punuara në Tiranë deri te tekstilet e endura në punishte shqiptare.',
        'Qendra spa, palestra dhe restoranti në tarracë janë të hapura edhe për vizitorët që nuk qëndrojnë në hotel. Rezervimet bëhen drejtpërdrejt pranë hotelit.',
      ].join('\n\n'),
    },
    image: { motif: 'hotel', variant: 3 },
    images: [
      { motif: 'lobby', variant: 3 },
      { motif: 'hotel', variant: 4 },
      { motif: 'interior', variant: 3 },
      { motif: 'ceremony', variant: 1 },
    ],
  },
  {
    input: {
      newsDate: '2025-08-27',
      newsType: 'news',
      newsTitle: 'Parisi Towers reach their full height',
      titullLajmesh: 'Kullat Parisi arrijnë lartësinë e plotë',
      newsDescription: [
        'In August 2025, the last concrete slab was poured on the 22nd floor of Tower C, completing the structure of all three Parisi Towers. The milestone was reached on schedule, sixteen months after work began, despite one of the hottest summers on record, thanks to night-time concrete pours and a strict rotation of the site crews.',
        'Work now moves on to the façades, the building services and the interior finishes. Window installation has already begun in Tower A, and the first show apartment will be ready to visit in the autumn.',
        'Completion of the complex remains planned for the end of 2026.',
      ].join('\n\n'),
      pershkrimLajmesh: [
        'Në gusht të vitit 2025 u betonua soleta e fundit në katin e 22-të të Kullës C, duke përfunduar strukturën e të tria Kullave Parisi. Ky moment i rëndësishëm u arrit brenda afatit, gjashtëmbëdhjetë muaj pas nisjes së punimeve, pavarësisht njërës prej verave më të nxehta të regjistruara ndonjëherë, falë betonimeve gjatë natës dhe rotacionit të rreptë të ekipeve në kantier.',
        'Punimet vazhdojnë tani me fasadat, impiantet dhe përfundimet e brendshme. Montimi i dritareve ka nisur tashmë në Kullën A, ndërsa apartamenti i parë model do të jetë gati për vizita në vjeshtë.',
        'Përfundimi i kompleksit mbetet i parashikuar për fundin e vitit 2026.',
      ].join('\n\n'),
    },
    image: { motif: 'construction', variant: 4 },
    images: [
      { motif: 'tower', variant: 2 },
      { motif: 'construction', variant: 2 },
      { motif: 'skyline', variant: 3 },
    ],
  },
  {
    input: {
      newsDate: '2025-09-01',
      newsType: 'event',
      newsTitle: 'Tirana Group Charity Run around the Lake',
      titullLajmesh: 'Vrapimi bamirës i Tirana Group rreth Liqenit',
      newsDescription: [
        'On Sunday 28 September 2025, Tirana Group invites runners of every age and level to the first Tirana Group Charity Run around the Artificial Lake. The route follows the lakeside path through the Grand Park, with a 5 km run and a 2 km family walk, both starting at 9:30 by the lake’s dam.',
        'All registration fees, together with a matching contribution from the company, will go towards equipping a play and therapy room in a children’s hospital ward in Tirana.',
        'Registration costs 1,000 lekë and includes a race T-shirt and a medal. You can sign up through the contact form on this website until 24 September, or at the start area on the morning of the race while places last.',
      ].join('\n\n'),
      pershkrimLajmesh: [
        'Të dielën, më 28 shtator 2025, Tirana Group fton vrapuesit e të gjitha moshave dhe niveleve në vrapimin e parë bamirës të Tirana Group rreth Liqenit Artificial. Itinerari ndjek shtegun buzë liqenit përmes Parkut të Madh, me një garë 5 km dhe një ecje familjare 2 km, që nisen të dyja në orën 9:30 pranë digës së liqenit.',
        'Të gjitha tarifat e regjistrimit, së bashku me një kontribut të barabartë nga kompania, do të shkojnë për pajisjen e një dhome lojërash dhe terapie në një repart spitalor për fëmijë në Tiranë.',
        'Regjistrimi kushton 1 000 lekë dhe përfshin bluzën e garës dhe një medalje. Mund të regjistroheni nëpërmjet formularit të kontaktit në këtë faqe deri më 24 shtator, ose në zonën e nisjes në mëngjesin e garës, deri sa të plotësohen vendet.',
      ].join('\n\n'),
    },
    image: { motif: 'event', variant: 1 },
    images: [
      { motif: 'skyline', variant: 4 },
      { motif: 'event', variant: 2 },
    ],
  },
  {
    input: {
      newsDate: '2025-11-12',
      newsType: 'news',
      newsTitle: 'New Tirana Residence certified energy class A',
      titullLajmesh: 'Rezidenca Tirana e Re certifikohet në klasën energjetike A',
      newsDescription: [
        'On 12 November 2025, New Tirana Residence, completed earlier this year in Tirana e Re, received its energy performance certificate in class A, the top band of the rating scale. The certificate confirms that the building needs far less energy for heating and cooling than a conventional apartment block.',
        'The result comes from choices made at the design stage: continuous external insulation, high-performance windows with external blinds, air-to-water heat pumps and heat-recovery ventilation in every apartment. For residents, this means noticeably lower energy bills and a comfortable indoor climate all year round.',
        'A few apartments are still available, ready to move into. Details can be found in the New Tirana Residence catalogues in the Sales section.',
      ].join('\n\n'),
      pershkrimLajmesh: [
        'Më 12 nëntor 2025, Rezidenca Tirana e Re, e përfunduar në fillim të këtij viti në Tiranën e Re, mori certifikatën e performancës energjetike në klasën A, në krye të shkallës së vlerësimit. Certifikata konfirmon se ndërtesa ka nevojë për shumë më pak energji për ngrohje dhe ftohje se një pallat banimi i zakonshëm.',
        'Rezultati vjen nga zgjedhjet e bëra që në fazën e projektimit: izolimi i vazhdueshëm i jashtëm, dritaret me performancë të lartë me grila të jashtme, pompat e nxehtësisë ajër–ujë dhe ventilimi me rikuperim të nxehtësisë në çdo apartament. Për banorët, kjo do të thotë fatura energjie dukshëm më të ulëta dhe një klimë e rehatshme në shtëpi gjatë gjithë vitit.',
        'Disa apartamente janë ende në shitje, gati për t’u banuar. Të dhënat gjenden në katalogët e Rezidencës Tirana e Re, në seksionin e Shitjeve.',
      ].join('\n\n'),
    },
    image: { motif: 'residential', variant: 3 },
    images: [
      { motif: 'apartment-plan', variant: 2 },
      { motif: 'interior', variant: 4 },
      { motif: 'residential', variant: 2 },
    ],
  },
  {
    input: {
      newsDate: '2026-02-23',
      newsType: 'event',
      newsTitle: 'Ground-breaking ceremony for Meridian Office Tower',
      titullLajmesh: 'Ceremonia e vendosjes së gurit të themelit të Kullës së Zyrave Meridian',
      newsDescription: [
        'On Thursday 12 March 2026 at 11:00, Tirana Group will lay the foundation stone of Meridian Office Tower on Rruga e Durrësit. The ceremony will be attended by representatives of the Municipality of Tirana, future tenants, partners and the architects who designed the building.',
        'The eighteen-storey tower will offer around 19,500 m² of Grade A office space, 240 underground car posts and facilities for cyclists, and is scheduled for completion in 2027.',
        'Neighbours and members of the public are welcome to join the ceremony, which will be followed by a presentation of the project and a small reception on site. Please use public transport where possible, as parking in the area will be limited on the day.',
      ].join('\n\n'),
      pershkrimLajmesh: [
        'Të enjten, më 12 mars 2026, në orën 11:00, Tirana Group do të vendosë gurin e themelit të Kullës së Zyrave Meridian në Rrugën e Durrësit. Në ceremoni do të marrin pjesë përfaqësues të Bashkisë së Tiranës, qiramarrës të ardhshëm, partnerë dhe arkitektët që projektuan ndërtesën.',
        'Kulla tetëmbëdhjetëkatëshe do të ofrojë rreth 19 500 m² hapësira zyrash të klasit A, 240 vende parkimi nëntokësore dhe ambiente për çiklistët, ndërsa përfundimi i saj është parashikuar për vitin 2027.',
        'Banorët e zonës dhe publiku janë të mirëpritur në ceremoni, e cila do të pasohet nga prezantimi i projektit dhe një koktej i vogël në kantier. Ju lutemi të përdorni sa më shumë transportin publik, pasi parkimi në zonë do të jetë i kufizuar atë ditë.',
      ].join('\n\n'),
    },
    image: { motif: 'ceremony', variant: 2 },
    images: [
      { motif: 'ceremony', variant: 3 },
      { motif: 'office', variant: 2 },
      { motif: 'construction', variant: 5 },
    ],
  },
  {
    input: {
      newsDate: '2026-04-16',
      newsType: 'news',
      newsTitle: 'Paid apprenticeships with the Polytechnic University of Tirana',
      titullLajmesh: 'Praktika me pagesë me Universitetin Politeknik të Tiranës',
      newsDescription: [
        'In April 2026, Tirana Group and the Faculty of Civil Engineering of the Polytechnic University of Tirana signed an agreement for a paid apprenticeship programme on our construction sites. Every year, twenty final-year students will spend three months working alongside our engineers at Parisi Towers, Yzberisht Gardens and Meridian Office Tower.',
        'Apprentices will rotate between site management, quantity surveying, quality control and health and safety, and each will be paired with a mentor from our technical team. The best apprentices will be offered a position with the company after graduation.',
        'The first group starts in June 2026. Interested students can contact their faculty office or write to us through the contact form.',
      ].join('\n\n'),
      pershkrimLajmesh: [
        'Në prill të vitit 2026, Tirana Group dhe Fakulteti i Inxhinierisë së Ndërtimit i Universitetit Politeknik të Tiranës nënshkruan një marrëveshje për një program praktikash me pagesë në kantieret tona. Çdo vit, njëzet studentë të vitit të fundit do të punojnë për tre muaj krah inxhinierëve tanë në Kullat Parisi, në Kopshtet e Yzberishtit dhe në Kullën e Zyrave Meridian.',
        'Praktikantët do të kalojnë me rotacion në drejtimin e kantierit, në preventivim, në kontrollin e cilësisë dhe në sigurinë në punë, dhe secili do të ketë një mentor nga ekipi ynë teknik. Praktikantëve më të mirë do t’u ofrohet një vend pune në kompani pas diplomimit.',
        'Grupi i parë nis në qershor të vitit 2026. Studentët e interesuar mund të kontaktojnë sekretarinë e fakultetit ose të na shkruajnë nëpërmjet formularit të kontaktit.',
      ].join('\n\n'),
    },
    image: { motif: 'construction', variant: 2 },
    images: [
      { motif: 'office', variant: 5 },
      { motif: 'construction', variant: 0 },
    ],
  },
  {
    input: {
      newsDate: '2026-05-29',
      newsType: 'news',
      newsTitle: 'Yzberisht Gardens: all four blocks reach the roof',
      titullLajmesh: 'Kopshtet e Yzberishtit: të katër blloqet arrijnë çatinë',
      newsDescription: [
        'The structural works at Yzberisht Gardens were completed in May 2026, when the roof slab of Block D was poured. All four blocks of the new quarter on Rruga Kongresi i Manastirit have now reached their full height of eight floors, fifteen months after site preparation began.',
        'Masonry and building services are already well advanced in Blocks A and B. Landscaping of the inner courtyard will start this summer, with the first trees planted in the autumn, and handover of the apartments remains planned for the end of 2026.',
        'Apartments are still available in every block, with payment plans that spread the price until the keys are handed over. Site visits can be booked with our sales team.',
      ].join('\n\n'),
      pershkrimLajmesh: [
        'Punimet strukturore në Kopshtet e Yzberishtit përfunduan në maj të vitit 2026, me betonimin e soletës së çatisë në Bllokun D. Të katër blloqet e lagjes së re në Rrugën Kongresi i Manastirit kanë arritur tashmë lartësinë e plotë prej tetë katesh, pesëmbëdhjetë muaj pas nisjes së përgatitjes së kantierit.',
        'Muraturat dhe impiantet janë tashmë në fazë të përparuar në Blloqet A dhe B. Rregullimi i oborrit të brendshëm do të nisë këtë verë dhe pemët e para do të mbillen në vjeshtë, ndërsa dorëzimi i apartamenteve mbetet i parashikuar për fundin e vitit 2026.',
        'Ka ende apartamente në shitje në çdo bllok, me plane pagese që e shpërndajnë çmimin deri në dorëzimin e çelësave. Vizitat në kantier mund të rezervohen me ekipin tonë të shitjeve.',
      ].join('\n\n'),
    },
    image: { motif: 'construction', variant: 5 },
    images: [
      { motif: 'residential', variant: 1 },
      { motif: 'construction', variant: 3 },
      { motif: 'apartment-plan', variant: 5 },
    ],
  },
];
