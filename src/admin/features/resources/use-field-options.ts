import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { BUILDING, BuildingListItemSchema } from '#shared/entities/building.ts';
import { CATEGORY, SalesCategorySchema } from '#shared/entities/category.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { adminListPath, type FieldSpec } from './resource.ts';

type Option = { value: string; label: string };

const SOURCES = {
  buildings: {
    key: [BUILDING.kind, 'list'],
    read: async (): Promise<Option[]> =>
      (await apiRequest('GET', adminListPath(BUILDING), z.array(BuildingListItemSchema))).map((building) => ({
        value: String(building.buildingId),
        label: building.buildingTitle || building.titulliNderteses,
      })),
  },
  categories: {
    key: [CATEGORY.kind, 'list'],
    read: async (): Promise<Option[]> =>
      (await apiRequest('GET', adminListPath(CATEGORY), z.array(SalesCategorySchema))).map((category) => ({
        value: String(category.categoryId),
        label: category.categoryName || category.emriKategorise,
      })),
  },
};

/** The choices of a select field: fixed, or read from the API (buildings, categories). */
export function useFieldOptions(field: FieldSpec): { options: Option[]; isLoading: boolean } {
  const source = field.kind === 'select' && typeof field.options === 'string' ? SOURCES[field.options] : null;
  const query = useQuery({
    queryKey: [...(source?.key ?? ['none']), 'options'],
    queryFn: () => source?.read() ?? [],
    enabled: source !== null,
  });
  if (field.kind !== 'select') return { options: [], isLoading: false };
  if (Array.isArray(field.options)) return { options: field.options, isLoading: false };
  return { options: query.data ?? [], isLoading: query.isPending };
}
