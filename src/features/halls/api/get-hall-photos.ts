import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { Photo } from '../types';

/** A hall's photo gallery. */
export function getHallPhotos(id: string): Promise<{ hallName: string; photos: Photo[] }> {
  return gateway.get('/service-xzyd/hall/anon/photos', { id });
}

export const hallPhotosQuery = (id: string) =>
  queryOptions({ queryKey: ['halls', 'photos', id], queryFn: () => getHallPhotos(id), enabled: Boolean(id) });
