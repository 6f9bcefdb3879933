import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useAdminLanguage } from '#admin/i18n/admin-language.ts';
import type { Bilingual } from '#admin/i18n/bilingual.ts';
import { apiRequest } from '#admin/lib/api-client.ts';
import { BUILDING, BuildingListItemSchema } from '#shared/entities/building.ts';
import { CATEGORY, CategorySchema } from '#shared/entities/category.ts';
import { allowedOptions } from './field-text.ts';
import { adminListPath, type FieldSpec, listingTitleOf } from './resource.ts';

type Option = { value: string; label: string };
type Choice = { value: string; label: Bilingual };

const SOURCES = {
  buildings: {
    key: [BUILDING.kind, 'list'],
    read: async (signal: AbortSignal): Promise<Choice[]> =>
      (await apiRequest('GET', adminListPath(BUILDING), z.array(BuildingListItemSchema), { signal })).map(
        (building) => ({
          value: String(building.buildingId),
          label: { en: listingTitleOf(BUILDING, building, 'en'), sq: listingTitleOf(BUILDING, building, 'sq') },
        }),
      ),
  },
  categories: {
    key: [CATEGORY.kind, 'list'],
    read: async (signal: AbortSignal): Promise<Choice[]> =>
      (await apiRequest('GET', adminListPath(CATEGORY), z.array(CategorySchema), { signal })).map((category) => ({
        value: String(category.categoryId),
        label: { en: listingTitleOf(CATEGORY, category, 'en'), sq: listingTitleOf(CATEGORY, category, 'sq') },
      })),
  },
};

/**
 * The choices of a select field: fixed, or read from the API (buildings, categories). Fixed
 * choices narrowed by another field (`within`) are those its value `other` allows.
 */
export function useFieldOptions(field: FieldSpec, other?: unknown): { options: Option[]; isLoading: boolean } {
  const language = useAdminLanguage();
  const source = field.kind === 'select' && typeof field.options === 'string' ? SOURCES[field.options] : null;
  const query = useQuery({
    queryKey: [...(source?.key ?? ['none']), 'options'],
    queryFn: ({ signal }) => source?.read(signal) ?? [],
    enabled: source !== null,
  });
  const inLanguage = (choices: Choice[]) => choices.map(({ value, label }) => ({ value, label: label[language] }));
  if (field.kind !== 'select') return { options: [], isLoading: false };
  if (Array.isArray(field.options)) return { options: inLanguage(allowedOptions(field, other)), isLoading: false };
  return { options: inLanguage(query.data ?? []), isLoading: query.isPending };
}
