import type { Strings } from '#shared/i18n/dictionary.ts';

type RoleKey = 'Ceo' | 'Architect' | 'Engineering' | 'Sites' | 'Sales' | 'Hr';

/** The people of the career page's team section; roles and short bios come from the career strings. */
const MEMBERS: { name: string; role: RoleKey }[] = [
  { name: 'Arben Hoxha', role: 'Ceo' },
  { name: 'Elira Krasniqi', role: 'Architect' },
  { name: 'Dritan Shehu', role: 'Engineering' },
  { name: 'Gentian Topalli', role: 'Sites' },
  { name: 'Anisa Murati', role: 'Sales' },
  { name: 'Rea Kola', role: 'Hr' },
];

export function teamMembers(strings: Strings) {
  return MEMBERS.map(({ name, role }) => ({
    name,
    initials: name
      .split(' ')
      .map((part) => part[0])
      .join(''),
    role: strings[`team${role}Role`],
    bio: strings[`team${role}Bio`],
  }));
}
