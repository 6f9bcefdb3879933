import type { CompanyCopy } from './company-copy.ts';

export const COMPANY_EN: CompanyCopy = {
  about: {
    eyebrow: 'About us',
    title: 'A Tirana builder since 1998',
    paragraphs: [
      'Tirana Group was founded in 1998 by a small team of civil engineers who believed the capital deserved buildings made with care. For more than 25 years we have designed, built and sold homes, offices and hotels across Tirana, and we still manage every project ourselves, from the first sketch to the day the keys are handed over.',
      'Our architects, engineers and site teams work under one roof, with our own formwork and steel workshop in Kashar. That lets us control quality, keep our promises on delivery dates and stand behind every building long after it is finished.',
    ],
    facts: [
      { value: '25+', label: 'years of building in Tirana' },
      { value: '3,200', label: 'homes handed over to families' },
      { value: '48', label: 'buildings completed' },
    ],
  },
  culture: {
    eyebrow: 'Our culture',
    title: 'Vision and values',
    vision:
      'We want every building that carries our name to make Tirana a better place to live: greener, safer and more beautiful for the generations who will grow up in it.',
    values: [
      {
        title: 'Built to last',
        text: 'Earthquake-resistant structures, tested materials and details that age well. We build as if we were going to live there ourselves.',
      },
      {
        title: 'Straight dealing',
        text: 'Clear contracts, honest prices and realistic dates. Buyers follow the progress of their home at every stage of the works.',
      },
      {
        title: 'Good neighbours',
        text: 'Squares, gardens and ground floors open to the street: our projects give space back to the neighbourhoods around them.',
      },
      {
        title: 'People first',
        text: 'Safe sites, fair pay and training for young engineers. Many of our site managers started with us as apprentices.',
      },
    ],
  },
  history: {
    eyebrow: 'Our history',
    title: 'Twenty-five years, one city',
    intro:
      'From the renovation of a single apartment block to a skyline of towers, our history is the story of Tirana’s growth.',
    milestones: [
      {
        year: '1998',
        title: 'The beginning',
        text: 'Arben Hoxha and eleven colleagues found the company in a rented office on Rruga e Kavajës and start by renovating apartment blocks in the city centre.',
      },
      {
        year: '2004',
        title: 'Our first own building',
        text: 'A seven-storey residence with 42 apartments near the Lana river, sold out before the structure was complete.',
      },
      {
        year: '2011',
        title: 'Our own workshop',
        text: 'The formwork and steel workshop in Kashar opens, giving us control over the quality and pace of every site.',
      },
      {
        year: '2016',
        title: 'Certified quality',
        text: 'ISO 9001 certification for design and construction, and the thousandth home handed over to its owners.',
      },
      {
        year: '2021',
        title: 'Kavaja Residence',
        text: 'Ninety-six homes and eight service units on one of Tirana’s busiest boulevards, delivered on schedule in the middle of the pandemic.',
      },
      {
        year: '2025',
        title: 'Our first hotel',
        text: 'Tirana Garden Hotel opens its 120 rooms beside the Grand Park, run by an international operator.',
      },
      {
        year: '2026',
        title: 'Parisi Towers',
        text: 'The three towers of our largest development top out around a new public square in Komuna e Parisit.',
      },
    ],
  },
  team: {
    eyebrow: 'Our team',
    title: 'The people who lead us',
    intro:
      'More than 400 architects, engineers, site managers and advisers work at Tirana Group. These are the people who lead them.',
    leaders: [
      {
        name: 'Arben Hoxha',
        role: 'Founder and Chief Executive Officer',
        text: 'A structural engineer trained at the Polytechnic University of Tirana, he founded the company in 1998 and still visits every site before handover.',
      },
      {
        name: 'Elira Krasniqi',
        role: 'Chief Architect',
        text: 'Leads the in-house design studio and the group’s work on energy-efficient façades and public squares.',
      },
      {
        name: 'Dritan Shehu',
        role: 'Head of Engineering',
        text: 'Responsible for structures, quality control and the Kashar workshop, with twenty years in high-rise construction.',
      },
      {
        name: 'Gentian Topalli',
        role: 'Head of Construction',
        text: 'Runs the site managers and crews who have delivered every building since 2012 on schedule.',
      },
      {
        name: 'Anisa Murati',
        role: 'Head of Sales',
        text: 'Guides families and investors from the first visit to the handover of the keys, and heads the sales office on every site.',
      },
      {
        name: 'Rea Kola',
        role: 'HR Lead',
        text: 'Looks after the training of young engineers and the apprenticeships that bring new talent to our sites.',
      },
    ],
  },
};
