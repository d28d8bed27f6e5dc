import { defineTable, type Row } from '@/mocks/db/store';

export type CollectionType = 'matter' | 'guide' | 'hall';

/** Something a user collected (收藏): a matter, a matter's guide or a hall. */
export interface CollectionRow extends Row {
  userId: string;
  type: CollectionType;
  targetId: string;
  createdAt: number;
}

export const collections = defineTable<CollectionRow>('collections');
