/** Demo job vacancies of Tirana Group, in English and Albanian; the public descriptions use single newlines between paragraphs. */
import type { VacancyInput } from '#shared/entities/vacancy.ts';

export const DEMO_VACANCIES: VacancyInput[] = [
  {
    staffTittle: 'Site Engineer',
    titulliStaf: 'Inxhinier Kantieri',
    staffDescriptionOne:
      'We are looking for a civil engineer to supervise daily works on our residential construction sites in Tirana.',
    pershkrimiStafNje:
      'Kërkojmë një inxhinier ndërtimi për të mbikëqyrur punimet e përditshme në kantieret tona të banimit në Tiranë.',
    staffDescriptionTwo: [
      'Tirana Group is looking for a Site Engineer to join the team delivering Yzberisht Gardens, a residential quarter of four blocks and 184 apartments in western Tirana. You will report to the Site Manager and work closely with our design, procurement and quality teams.',
      'Your responsibilities: planning and supervising daily works on site; coordinating subcontractors and crews; checking that works follow the approved drawings, specifications and schedule; keeping the site diary and progress reports; taking part in inspections and in the handover of completed works; and making sure every task is carried out safely.',
      'We are looking for: a Master’s degree in civil engineering; at least three years of experience on building sites, preferably on reinforced-concrete residential buildings; a good knowledge of AutoCAD and of Albanian construction standards; fluent Albanian and working English; and a category B driving licence. Good organisation, a calm approach under pressure and clear communication with the crews are essential.',
      'What we offer: a permanent contract and a competitive salary, paid on time every month; health insurance; a company phone and a vehicle for site use; continuous training; and the chance to grow within one of the most active construction groups in Tirana.',
      'How to apply: send us your CV in PDF format through the application form on this page. Only shortlisted candidates will be contacted for an interview.',
    ].join('\n'),
    pershkrimiStafDy: [
      'Tirana Group kërkon një Inxhinier Kantieri për t’iu bashkuar ekipit që po realizon Kopshtet e Yzberishtit, një lagje banimi me katër blloqe dhe 184 apartamente në perëndim të Tiranës. Do t’i raportoni Drejtuesit të Kantierit dhe do të bashkëpunoni ngushtë me ekipet tona të projektimit, të prokurimit dhe të cilësisë.',
      'Detyrat tuaja: planifikimi dhe mbikëqyrja e punimeve të përditshme në kantier; koordinimi i nënkontraktorëve dhe i skuadrave të punës; kontrolli që punimet të kryhen sipas projektit të miratuar, specifikimeve dhe grafikut; mbajtja e ditarit të kantierit dhe e raporteve të progresit; pjesëmarrja në inspektime dhe në dorëzimin e punimeve të përfunduara; si dhe garantimi që çdo detyrë të kryhet në mënyrë të sigurt.',
      'Kërkesat: diplomë Master në Inxhinieri Ndërtimi; të paktën tre vjet përvojë në kantiere ndërtimi, mundësisht në ndërtesa banimi me beton të armuar; njohuri të mira të AutoCAD-it dhe të standardeve shqiptare të ndërtimit; zotërim i shkëlqyer i gjuhës shqipe dhe njohuri pune të gjuhës angleze; leje drejtimi e kategorisë B. Organizimi i mirë, qetësia nën presion dhe komunikimi i qartë me skuadrat janë thelbësore.',
      'Çfarë ofrojmë: kontratë me afat të pacaktuar dhe pagë konkurruese, të paguar rregullisht çdo muaj; sigurim shëndetësor; telefon dhe automjet pune për nevojat e kantierit; trajnime të vazhdueshme; dhe mundësi rritjeje profesionale në një nga grupet më aktive të ndërtimit në Tiranë.',
      'Si të aplikoni: dërgoni CV-në tuaj në format PDF nëpërmjet formularit të aplikimit në këtë faqe. Do të kontaktohen për intervistë vetëm kandidatët e përzgjedhur.',
    ].join('\n'),
  },
  {
    staffTittle: 'Architect',
    titulliStaf: 'Arkitekt',
    staffDescriptionOne:
      'We are looking for an architect to develop residential and mixed-use projects from concept design to construction drawings.',
    pershkrimiStafNje:
      'Kërkojmë një arkitekt për të zhvilluar projekte banimi dhe me funksion të përzier, nga ideja fillestare deri te projekti i zbatimit.',
    staffDescriptionTwo: [
      'Tirana Group’s in-house design studio shapes every project we build, from the villas on Kodra e Diellit to the three Parisi Towers. We are looking for an Architect to join the studio and help design the next generation of homes and workplaces in Tirana.',
      'Your responsibilities: developing concept and detailed designs for residential, office and mixed-use buildings; preparing drawings and documentation for building permits; coordinating with structural and MEP engineers; producing construction details and answering questions from our site teams; and presenting projects to management, clients and the municipality.',
      'We are looking for: a Master’s degree in architecture and a licence to practise in Albania, or eligibility to obtain one; at least four years of experience in an architectural practice; excellent skills in ArchiCAD or Revit, AutoCAD and a rendering tool such as Lumion or Enscape; a portfolio of built or permit-stage projects; and good English. Experience in energy-efficient design is a strong advantage.',
      'What we offer: a permanent contract and a competitive salary; the rare chance to follow your designs all the way to completion on site; a bright studio in Blloku; health insurance; and support for professional courses and certifications.',
      'How to apply: send your CV and a short portfolio, combined in a single PDF of up to 10 MB, through the application form on this page.',
    ].join('\n'),
    pershkrimiStafDy: [
      'Studioja e brendshme e projektimit të Tirana Group i jep formë çdo projekti që ndërtojmë, nga vilat në Kodrën e Diellit deri te tri Kullat Parisi. Kërkojmë një Arkitekt që t’i bashkohet studios dhe të ndihmojë në projektimin e brezit të ardhshëm të banesave dhe të zyrave në Tiranë.',
      'Detyrat tuaja: zhvillimi i projekt-ideve dhe i projekteve të detajuara për ndërtesa banimi, zyrash dhe me funksion të përzier; përgatitja e vizatimeve dhe e dokumentacionit për lejet e ndërtimit; koordinimi me inxhinierët e strukturave dhe të impianteve; hartimi i detajeve të zbatimit dhe përgjigjja ndaj pyetjeve të ekipeve tona në kantier; si dhe prezantimi i projekteve para drejtuesve, klientëve dhe bashkisë.',
      'Kërkesat: diplomë Master në Arkitekturë dhe licencë për ushtrimin e profesionit në Shqipëri, ose mundësi për ta marrë atë; të paktën katër vjet përvojë në një studio arkitekture; aftësi shumë të mira në ArchiCAD ose Revit, në AutoCAD dhe në një program renderimi si Lumion ose Enscape; portofol me projekte të realizuara ose në fazën e lejes; njohuri të mira të gjuhës angleze. Përvoja në projektimin me efiçencë energjetike përbën avantazh të madh.',
      'Çfarë ofrojmë: kontratë me afat të pacaktuar dhe pagë konkurruese; mundësinë e rrallë për t’i ndjekur projektet tuaja deri në përfundim në kantier; një studio të ndriçuar në Bllok; sigurim shëndetësor; dhe mbështetje për kurse e certifikime profesionale.',
      'Si të aplikoni: dërgoni CV-në dhe një portofol të shkurtër, të bashkuara në një skedar të vetëm PDF deri në 10 MB, nëpërmjet formularit të aplikimit në këtë faqe.',
    ].join('\n'),
  },
  {
    staffTittle: 'Sales Consultant',
    titulliStaf: 'Konsulent Shitjesh',
    staffDescriptionOne:
      'We are looking for a sales consultant to guide buyers through our apartments, service units and car posts, from the first visit to the handover of the keys.',
    pershkrimiStafNje:
      'Kërkojmë një konsulent shitjesh që t’i udhëheqë blerësit në zgjedhjen e apartamenteve, të njësive të shërbimit dhe të vendeve të parkimit, nga vizita e parë deri te dorëzimi i çelësave.',
    staffDescriptionTwo: [
      'Buying a home is one of the biggest decisions in a family’s life. As a Sales Consultant at Tirana Group, you will be the person our buyers trust throughout that decision, working from our sales office at Parisi Towers and on our other projects across Tirana.',
      'Your responsibilities: welcoming visitors to the sales office and the show apartments; presenting our projects, floor plans, prices and payment plans clearly and honestly; following up enquiries received by phone, by e-mail and through the website; preparing reservations and sales contracts together with our legal team; keeping the client database up to date; and representing the company at open days and real estate fairs.',
      'We are looking for: a university degree, preferably in economics, marketing or a related field; at least two years of experience in sales, ideally in real estate; excellent communication skills and a genuine interest in people; fluent Albanian and English (Italian or German is an advantage); and confidence with Excel and CRM tools. Working on Saturday mornings is part of the role.',
      'What we offer: a fixed salary plus attractive sales commission; a permanent contract; structured training on our projects and on the basics of construction; a friendly team; and a modern office.',
      'How to apply: send your CV in PDF format through the application form on this page, mentioning the languages you speak.',
    ].join('\n'),
    pershkrimiStafDy: [
      'Blerja e një shtëpie është një nga vendimet më të mëdha në jetën e një familjeje. Si Konsulent Shitjesh në Tirana Group, ju do të jeni personi të cilit blerësit tanë i besojnë gjatë gjithë këtij vendimi, duke punuar në zyrën tonë të shitjeve pranë Kullave Parisi dhe në projektet e tjera në Tiranë.',
      'Detyrat tuaja: pritja e vizitorëve në zyrën e shitjeve dhe në apartamentet model; prezantimi i qartë dhe i ndershëm i projekteve, planimetrive, çmimeve dhe planeve të pagesës; ndjekja e kërkesave që vijnë me telefon, me e-mail dhe nëpërmjet faqes së internetit; përgatitja e rezervimeve dhe e kontratave të shitjes së bashku me ekipin tonë ligjor; përditësimi i bazës së të dhënave të klientëve; si dhe përfaqësimi i kompanisë në ditët e hapura dhe në panairet e pasurive të paluajtshme.',
      'Kërkesat: diplomë universitare, mundësisht në ekonomi, marketing ose në një fushë të ngjashme; të paktën dy vjet përvojë në shitje, mundësisht në sektorin e pasurive të paluajtshme; aftësi të shkëlqyera komunikimi dhe interes i sinqertë për njerëzit; zotërim i mirë i gjuhës shqipe dhe i gjuhës angleze (italishtja ose gjermanishtja përbëjnë avantazh); njohuri të mira të Excel-it dhe të programeve CRM. Puna të shtunën paradite është pjesë e rolit.',
      'Çfarë ofrojmë: pagë fikse dhe komisione tërheqëse për shitjet; kontratë me afat të pacaktuar; trajnime të strukturuara për projektet tona dhe për bazat e ndërtimit; një ekip miqësor; dhe zyrë moderne.',
      'Si të aplikoni: dërgoni CV-në tuaj në format PDF nëpërmjet formularit të aplikimit në këtë faqe, duke përmendur gjuhët e huaja që flisni.',
    ].join('\n'),
  },
  {
    staffTittle: 'Quantity Surveyor',
    titulliStaf: 'Inxhinier Preventivist',
    staffDescriptionOne:
      'We are looking for a quantity surveyor to prepare bills of quantities, cost estimates and monthly valuations for our projects.',
    pershkrimiStafNje:
      'Kërkojmë një inxhinier preventivist për të hartuar preventivat, vlerësimet e kostove dhe situacionet mujore të projekteve tona.',
    staffDescriptionTwo: [
      'Every project Tirana Group builds starts and ends with accurate numbers. We are looking for a Quantity Surveyor to join our technical office and take charge of the costs of our projects, from the first estimate to the final account.',
      'Your responsibilities: preparing bills of quantities and cost estimates from architectural and structural drawings; analysing subcontractor and supplier offers and helping to negotiate contracts; measuring completed works on site and preparing monthly valuations; tracking costs against budget and reporting variances to management; and assessing the cost of design changes before they are approved.',
      'We are looking for: a degree in civil engineering or construction management; at least three years of experience as a quantity surveyor or cost engineer in building construction; a good knowledge of the Albanian construction price references and of the rules for public and private contracts; advanced Excel skills (experience with estimating software is a plus); and precision, integrity and the ability to meet deadlines.',
      'What we offer: a permanent contract and a competitive salary; health insurance; a role with real influence on how our projects are planned and delivered; and opportunities for professional development, including courses leading to international certification.',
      'How to apply: send your CV in PDF format through the application form on this page.',
    ].join('\n'),
    pershkrimiStafDy: [
      'Çdo projekt që ndërton Tirana Group nis dhe mbyllet me shifra të sakta. Kërkojmë një Inxhinier Preventivist që t’i bashkohet zyrës sonë teknike dhe të kujdeset për kostot e projekteve, nga preventivi i parë deri te llogaria përfundimtare.',
      'Detyrat tuaja: hartimi i preventivave dhe i vlerësimeve të kostove mbi bazën e vizatimeve arkitektonike dhe strukturore; analiza e ofertave të nënkontraktorëve dhe të furnitorëve dhe mbështetja në negocimin e kontratave; matja e punimeve të kryera në kantier dhe përgatitja e situacioneve mujore; ndjekja e kostove në krahasim me buxhetin dhe raportimi i devijimeve te drejtuesit; si dhe vlerësimi i kostos së ndryshimeve në projekt përpara se ato të miratohen.',
      'Kërkesat: diplomë në Inxhinieri Ndërtimi ose në Menaxhim Ndërtimi; të paktën tre vjet përvojë si preventivist ose inxhinier kostosh në ndërtimin e godinave; njohuri të mira të manualeve shqiptare të çmimeve të ndërtimit dhe të rregullave për kontratat publike e private; aftësi të avancuara në Excel (përvoja me programe preventivimi është avantazh); saktësi, ndershmëri dhe aftësi për të respektuar afatet.',
      'Çfarë ofrojmë: kontratë me afat të pacaktuar dhe pagë konkurruese; sigurim shëndetësor; një rol me ndikim real në mënyrën se si planifikohen dhe realizohen projektet tona; dhe mundësi zhvillimi profesional, përfshirë kurse për certifikim ndërkombëtar.',
      'Si të aplikoni: dërgoni CV-në tuaj në format PDF nëpërmjet formularit të aplikimit në këtë faqe.',
    ].join('\n'),
  },
  {
    staffTittle: 'Health, Safety and Environment (HSE) Officer',
    titulliStaf: 'Specialist i Shëndetit, Sigurisë dhe Mjedisit (HSE)',
    staffDescriptionOne:
      'We are looking for an HSE officer to make sure that everyone on our construction sites goes home safe at the end of every day.',
    pershkrimiStafNje:
      'Kërkojmë një specialist HSE që të sigurojë se çdo punonjës në kantieret tona kthehet shëndoshë e mirë në shtëpi në fund të çdo dite.',
    staffDescriptionTwo: [
      'At Tirana Group, safety comes before speed, cost and everything else. With three active sites in Tirana (Parisi Towers, Yzberisht Gardens and Meridian Office Tower), we are strengthening our team with an HSE Officer who will help us keep every worker, visitor and neighbour safe.',
      'Your responsibilities: carrying out daily site inspections and risk assessments; preparing and updating safety plans and method statements together with the site managers; running induction and toolbox talks for our crews and subcontractors; checking personal protective equipment, scaffolding, lifting operations and work at height; investigating incidents and near misses and following up corrective actions; and monitoring dust, noise and waste management on site.',
      'We are looking for: a degree in engineering, occupational safety or a related field; a recognised occupational health and safety qualification (NEBOSH or equivalent is an advantage); at least two years of HSE experience on construction sites; a good knowledge of Albanian legislation on safety at work; and the firmness, tact and confidence to stop work when it is not safe.',
      'What we offer: a permanent contract and a competitive salary; health and accident insurance; a company vehicle for travel between sites; ongoing training and certification; and the full support of management.',
      'How to apply: send your CV in PDF format through the application form on this page.',
    ].join('\n'),
    pershkrimiStafDy: [
      'Në Tirana Group, siguria vjen para shpejtësisë, kostos dhe çdo gjëje tjetër. Me tre kantiere aktive në Tiranë (Kullat Parisi, Kopshtet e Yzberishtit dhe Kulla e Zyrave Meridian), po e forcojmë ekipin tonë me një Specialist HSE, i cili do të na ndihmojë të mbrojmë çdo punëtor, vizitor dhe fqinj.',
      'Detyrat tuaja: kryerja e inspektimeve të përditshme në kantier dhe e vlerësimeve të riskut; hartimi dhe përditësimi i planeve të sigurisë dhe i metodologjive të punës së bashku me drejtuesit e kantiereve; zhvillimi i trajnimeve hyrëse dhe i udhëzimeve të shkurtra ditore për skuadrat tona dhe për nënkontraktorët; kontrolli i pajisjeve mbrojtëse personale, i skelave, i operacioneve të ngritjes dhe i punës në lartësi; hetimi i aksidenteve dhe i incidenteve të shmangura për pak, si dhe ndjekja e masave korrigjuese; monitorimi i pluhurit, i zhurmës dhe i menaxhimit të mbetjeve në kantier.',
      'Kërkesat: diplomë në inxhinieri, në sigurinë në punë ose në një fushë të ngjashme; kualifikim i njohur për shëndetin dhe sigurinë në punë (NEBOSH ose i barasvlershëm përbën avantazh); të paktën dy vjet përvojë në HSE në kantiere ndërtimi; njohuri të mira të legjislacionit shqiptar për sigurinë në punë; vendosmëri, takt dhe guxim për të ndalur punën kur ajo nuk është e sigurt.',
      'Çfarë ofrojmë: kontratë me afat të pacaktuar dhe pagë konkurruese; sigurim shëndetësor dhe sigurim nga aksidentet; automjet pune për lëvizjet ndërmjet kantiereve; trajnime dhe certifikime të vazhdueshme; dhe mbështetjen e plotë të drejtuesve.',
      'Si të aplikoni: dërgoni CV-në tuaj në format PDF nëpërmjet formularit të aplikimit në këtë faqe.',
    ].join('\n'),
  },
  {
    staffTittle: 'Accountant',
    titulliStaf: 'Kontabilist',
    staffDescriptionOne:
      'We are looking for an accountant to manage bookkeeping, tax filings and reporting for the companies of Tirana Group.',
    pershkrimiStafNje:
      'Kërkojmë një kontabilist për të menaxhuar kontabilitetin, deklarimet tatimore dhe raportimin për shoqëritë e Tirana Group.',
    staffDescriptionTwo: [
      'Tirana Group’s finance department looks after the accounts of our construction, development and property management companies. We are looking for an Accountant to join the team at our head office in Blloku.',
      'Your responsibilities: recording day-to-day transactions and reconciling bank accounts; processing supplier invoices and subcontractor payments in line with approved valuations; issuing invoices for the sale of apartments, service units and car posts; preparing monthly VAT returns, payroll and social insurance declarations; supporting the preparation of the annual financial statements and audits; and tracking project costs together with our technical office.',
      'We are looking for: a degree in finance or accounting; at least three years of experience in accounting, ideally in construction or real estate; a solid knowledge of Albanian tax legislation and of the national accounting standards; experience with accounting software and with the electronic invoicing system; advanced Excel skills; and a careful, organised approach to work. A certified accountant qualification is an advantage.',
      'What we offer: a permanent contract and a competitive salary; regular office hours, Monday to Friday from 8:00 to 16:00; health insurance; training on changes in tax legislation; and a stable workplace in a growing group.',
      'How to apply: send your CV in PDF format through the application form on this page.',
    ].join('\n'),
    pershkrimiStafDy: [
      'Departamenti i financës i Tirana Group mban llogaritë e shoqërive tona të ndërtimit, të zhvillimit dhe të menaxhimit të pronave. Kërkojmë një Kontabilist që t’i bashkohet ekipit në zyrat tona qendrore në Bllok.',
      'Detyrat tuaja: regjistrimi i veprimeve të përditshme dhe rakordimi i llogarive bankare; përpunimi i faturave të furnitorëve dhe i pagesave të nënkontraktorëve në përputhje me situacionet e miratuara; lëshimi i faturave për shitjen e apartamenteve, të njësive të shërbimit dhe të vendeve të parkimit; përgatitja e deklaratave mujore të TVSH-së, e listëpagesave dhe e deklaratave të sigurimeve shoqërore; mbështetja në përgatitjen e pasqyrave financiare vjetore dhe të auditimeve; si dhe ndjekja e kostove të projekteve së bashku me zyrën tonë teknike.',
      'Kërkesat: diplomë në financë ose kontabilitet; të paktën tre vjet përvojë në kontabilitet, mundësisht në sektorin e ndërtimit ose të pasurive të paluajtshme; njohuri të mira të legjislacionit tatimor shqiptar dhe të standardeve kombëtare të kontabilitetit; përvojë me programe kontabiliteti dhe me sistemin e faturimit elektronik; aftësi të avancuara në Excel; qasje e kujdesshme dhe e organizuar ndaj punës. Titulli i kontabilistit të miratuar përbën avantazh.',
      'Çfarë ofrojmë: kontratë me afat të pacaktuar dhe pagë konkurruese; orar të rregullt zyre, nga e hëna në të premte, nga ora 8:00 deri në 16:00; sigurim shëndetësor; trajnime për ndryshimet në legjislacionin tatimor; dhe një vend pune të qëndrueshëm në një grup në rritje.',
      'Si të aplikoni: dërgoni CV-në tuaj në format PDF nëpërmjet formularit të aplikimit në këtë faqe.',
    ].join('\n'),
  },
];
