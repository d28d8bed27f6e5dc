export type CollectionType = 'matter' | 'guide' | 'hall';

/** One collected thing as the list shows it. */
export interface CollectionItem {
  id: string;
  type: CollectionType;
  targetId: string;
  title: string;
  subtitle: string;
  createdAt: number;
}

export const COLLECTION_TYPE_TEXT: Record<CollectionType, string> = { matter: '事项', guide: '办事指南', hall: '大厅' };
