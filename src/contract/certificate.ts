/** A material kept from an earlier application or case (材料归档). */
export interface ArchivedMaterial {
  id: string;
  name: string;
  /** Where it came from: an application or a case, with its number. */
  sourceKind: 'application' | 'case';
  sourceTitle: string;
  sourceNo: string;
  archivedAt: string;
  /** The file, one of the citizens' documents in public/docs. */
  fileUrl: string;
  hallName: string;
}
