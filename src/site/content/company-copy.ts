/** The home page's story of the company: about, vision and values, history and leadership. */
export interface CompanyCopy {
  about: { eyebrow: string; title: string; paragraphs: string[]; facts: { value: string; label: string }[] };
  culture: { eyebrow: string; title: string; vision: string; values: { title: string; text: string }[] };
  history: {
    eyebrow: string;
    title: string;
    intro: string;
    milestones: { year: string; title: string; text: string }[];
  };
  team: { eyebrow: string; title: string; intro: string; leaders: { name: string; role: string; text: string }[] };
}
